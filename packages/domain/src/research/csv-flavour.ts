/**
 * The two CSV flavours of every office export: for spreadsheets (Dutch Excel reads `;` as the
 * separator, because `,` is its decimal comma, and needs the UTF-8 byte order mark to read
 * 'Fryslân' right) and for programs (RFC 4180: `,`, no BOM).
 */
export const CSV_FLAVOURS = ['spreadsheet', 'program'] as const;
export type CsvFlavour = (typeof CSV_FLAVOURS)[number];

export interface CsvDialect {
  delimiter: ',' | ';';
  /** Written once before the header. */
  bom: string;
}

export const CSV_DIALECT: Record<CsvFlavour, CsvDialect> = {
  spreadsheet: { delimiter: ';', bom: '\uFEFF' },
  program: { delimiter: ',', bom: '' },
};

/** The file name's suffix, so both downloads can sit side by side. */
export const csvFileSuffix = (flavour: CsvFlavour) =>
  flavour === 'spreadsheet' ? '-spreadsheet' : '';
