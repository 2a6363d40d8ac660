import type { ReceivedMail } from './smtp-receiver.ts';

/** The body of a received mail with quoted-printable soft breaks and escapes undone. */
export function mailText(mail: ReceivedMail): string {
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the first link to `path` in the mail. */
export function tokenIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s/]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(
    mailText(mail),
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}
