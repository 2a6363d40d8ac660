/**
 * One RFC 4180 field: quoted when it holds the separator, a quote or a line break. A value a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading `'`.
 */
export function csvField(value: string, delimiter: ',' | ';' = ','): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const special = delimiter === ',' ? /[",\r\n]/ : /[";\r\n]/;
  return special.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines end in CRLF (RFC 4180), the last one too; `;` separates for spreadsheets. */
export function csvLine(values: string[], delimiter: ',' | ';' = ','): string {
  return `${values.map((v) => csvField(v, delimiter)).join(delimiter)}\r\n`;
}
