/** A complete, valid count submission as the web app sends it. */
export function validCountBody(): Record<string, unknown> {
  return {
    countId: '0b7e3f3c-8a2e-4c3b-9a55-2a8c1f0d9e11',
    inztestid: 1737795600,
    metaData: {
      teller: 'Een gevorderde vogelaar (ik herken alle tuinvogels)',
      telplek: 'tuin',
      neerslag: 'geen neerslag',
      groottetuin: '25-100m2',
      beplanting: '25-50%',
      katten: 'ja, katten van de buren',
      bestrijdingsmiddelen: 'nee',
      voeding: 'incidenteel',
      elementen: ['bomen', 'heg'],
    },
    birds: {
      '12': { birdCountSuspicious: false, birdName: 'Merel', birdImage: 'merel.png', birdCount: 3 },
      '97': { birdCountSuspicious: false, birdName: 'Niet herkend', birdImage: '', birdCount: 1 },
    },
    unrecognizedBirdRemarks: ' klein, bruin, hupte ',
    location: {
      postalCode: '3511 ab',
      municipalitycode: '0344',
      street: 'Domplein',
      geo: '52.0907,5.1214',
      municipality: 'Utrecht',
      streetNumber: '12',
      streetNumberAddition: 'A',
      city: 'Utrecht',
      province: 'Utrecht',
    },
    privateLocation: false,
    homeAddress: true,
    countedon: '2025-01-25T10:15:00.000Z',
    birdsCountedTotal: 4,
    hasSuspiciousValues: false,
    participants: 2,
    remarks: '  Mooie ochtend.  ',
    userPhoto: { photoId: '17', photoOriginal: '/media/a.jpg', photoSmall: '/media/a-small.jpg' },
    referralCode: 'VRIEND42',
    userData: {
      emailAddress: 'Zoe@Example.nl',
      isOrganisation: false,
      lastName: 'de boer',
      lastNamePrefix: '',
      firstName: 'Zoë',
      phoneNumber: '06 1234 5678',
      permissionToCall: true,
      newsLetter: true,
      externalCampaign: [{ name: 'intratuinactie', value: false }],
    },
  };
}

export const KNOWN_BIRD_IDS = new Set(['7', '12', '97']);
