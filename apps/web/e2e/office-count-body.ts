import { randomUUID } from 'node:crypto';
import { countedOn } from '@tvt/domain';

/** Half an hour ago in Amsterdam: a moment of a count weekend that runs now. */
function halfAnHourAgo(): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() - 30 * 60_000))
      .map((p) => [p.type, p.value]),
  );
}

/**
 * A count as the web app submits it, counted half an hour ago in Utrecht, by a counter with
 * personal details (so the office specs can check they stay out of the queue and the export):
 * `huismus` house sparrows and `merel` blackbirds (none: no blackbird row).
 */
export function officeCountBody(huismus: number, merel = 0) {
  const at = halfAnHourAgo();
  const bird = (birdName: string, birdCount: number) => ({
    birdCountSuspicious: false,
    birdName,
    birdImage: '',
    birdCount,
  });
  return {
    countId: randomUUID(),
    inztestid: 1_737_795_600,
    metaData: { telplek: 'tuin', elementen: [] },
    birds: {
      huismus: bird('Huismus', huismus),
      ...(merel > 0 ? { merel: bird('Merel', merel) } : {}),
    },
    unrecognizedBirdRemarks: '',
    location: {
      postalCode: '3511 AB',
      municipalitycode: '0344',
      street: 'Oudegracht',
      geo: '52.0907374,5.1214201',
      municipality: 'Utrecht',
      streetNumber: '12',
      city: 'Utrecht',
      province: 'Utrecht',
    },
    privateLocation: false,
    homeAddress: true,
    countedon: countedOn({
      date: `${at.year}-${at.month}-${at.day}`,
      hour: Number(at.hour),
      minute: Number(at.minute),
    }),
    birdsCountedTotal: huismus + merel,
    hasSuspiciousValues: false,
    participants: 1,
    remarks: '',
    userPhoto: { photoId: '', photoOriginal: '', photoSmall: '' },
    userData: {
      emailAddress: 'teller@example.nl',
      isOrganisation: false,
      lastName: 'Teller',
      firstName: 'Tineke',
      newsLetter: false,
      externalCampaign: [],
    },
  };
}
