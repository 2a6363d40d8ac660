/**
 * One RFC 4180 field: quoted when it holds a comma, quote or line break. A value a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading `'`.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines end in CRLF (RFC 4180), the last one too. */
export function csvLine(values: string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
