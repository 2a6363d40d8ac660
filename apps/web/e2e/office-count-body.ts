import { countedOn } from '@tvt/domain';
import { validCountBody } from '../../api/bench/count-body.ts';

/** Half an hour ago in Amsterdam: a moment of a count weekend that runs now. */
function halfAnHourAgo() {
  const at = Object.fromEntries(
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
  return {
    date: `${at.year}-${at.month}-${at.day}`,
    hour: Number(at.hour),
    minute: Number(at.minute),
  };
}

const bird = (birdName: string, birdCount: number) => ({
  birdCountSuspicious: false,
  birdName,
  birdImage: '',
  birdCount,
});

/**
 * The shared valid count (Utrecht, with a counter's personal details, so the office specs can
 * check they stay out of the queue and the export), counted half an hour ago: `huismus` house
 * sparrows and `merel` blackbirds (none: no blackbird row).
 */
export function officeCountBody(huismus: number, merel = 0) {
  const body = validCountBody();
  return {
    ...body,
    birds: {
      huismus: bird('Huismus', huismus),
      ...(merel > 0 ? { merel: bird('Merel', merel) } : {}),
    },
    birdsCountedTotal: huismus + merel,
    countedon: countedOn(halfAnHourAgo()),
    userData: { ...body.userData, emailAddress: 'teller@example.nl' },
  };
}
