import { randomUUID } from 'node:crypto';
import { countedOn } from '@tvt/domain';

/**
 * A valid count as the web app submits it, shared by the tests and the benchmark. The clock of
 * `COUNT_NOW` (Saturday of the spec's 2025 campaign weekend) makes its `countedon` allowed.
 */
export const COUNT_NOW = new Date('2025-01-25T13:00:00+01:00');
export const COUNT_MOMENT = { date: '2025-01-25', hour: 10, minute: 15 };

export function validCountBody(countId: string = randomUUID()) {
  return {
    countId,
    inztestid: 1_737_795_600,
    metaData: {
      teller: 'Een gevorderde vogelaar (ik herken alle tuinvogels)',
      telplek: 'tuin',
      neerslag: 'geen neerslag',
      groottetuin: '25-100m2',
      beplanting: '25-50%',
      katten: 'ja, katten van de buren',
      bestrijdingsmiddelen: 'nee',
      voeding: 'wekelijks of dagelijks in de winter',
      elementen: ['bomen', 'heg', 'vijver'],
    },
    birds: {
      huismus: { birdCountSuspicious: false, birdName: 'Huismus', birdImage: '', birdCount: 7 },
      merel: { birdCountSuspicious: false, birdName: 'Merel', birdImage: '', birdCount: 2 },
      koolmees: { birdCountSuspicious: false, birdName: 'Koolmees', birdImage: '', birdCount: 3 },
    },
    unrecognizedBirdRemarks: '',
    location: {
      postalCode: '3511 AB',
      municipalitycode: '0344',
      street: 'Oudegracht',
      geo: '52.0907374,5.1214201',
      municipality: 'Utrecht',
      streetNumber: '12',
      streetNumberAddition: 'bis',
      city: 'Utrecht',
      province: 'Utrecht',
    },
    privateLocation: false,
    homeAddress: true,
    countedon: countedOn(COUNT_MOMENT),
    birdsCountedTotal: 12,
    hasSuspiciousValues: false,
    participants: 2,
    remarks: 'Mooie ochtend.',
    userPhoto: { photoId: '', photoOriginal: '', photoSmall: '' },
    userData: {
      emailAddress: 'Jan.Jansen@Example.nl',
      isOrganisation: false,
      lastName: 'jansen',
      lastNamePrefix: 'van',
      firstName: 'Jan',
      phoneNumber: '06 12345678',
      permissionToCall: true,
      newsLetter: true,
      externalCampaign: [{ name: 'intratuinactie', value: false }],
    },
  };
}

export type CountBody = ReturnType<typeof validCountBody>;
