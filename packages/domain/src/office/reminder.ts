import type { Campaign } from '../campaign/campaign.ts';

/** What a person who signed up for the reminder is now. */
export type SignupStatus = 'unconfirmed' | 'confirmed' | 'unsubscribed';

export const REMINDER_SUBJECT_MAX = 200;
export const REMINDER_TEXT_MAX = 10_000;

/**
 * The reminder goes out from the phase 2 start until the count closes: a person who confirms
 * during the count weekend still hears it has begun; after it, a reminder would be noise.
 */
export function reminderWindowOpen(
  now: Date,
  campaign: Pick<Campaign, 'phase2Start' | 'phase3Start'>,
): boolean {
  const t = now.getTime();
  return t >= campaign.phase2Start.getTime() && t < campaign.phase3Start.getTime();
}

/** The reminder mail's text: the office's text, then the way out (a link that needs no login). */
export function reminderMailText(text: string, unsubscribeLink: string): string {
  return [
    text.trim(),
    '',
    '—',
    'Je krijgt deze e-mail omdat je je hebt aangemeld voor een herinnering aan de Tuinvogeltelling.',
    `Afmelden: ${unsubscribeLink}`,
  ].join('\n');
}

/** Plain-text content may not smuggle a header break into a subject line. */
export function isSingleLine(value: string): boolean {
  return !/[\r\n]/.test(value);
}
