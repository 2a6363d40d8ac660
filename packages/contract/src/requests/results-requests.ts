import { z } from 'zod';

/** The campaign year of the results; the current campaign when absent. */
export const resultsQuery = z.object({
  year: z.coerce
    .number({ error: "Het veld 'year' moet een jaartal zijn." })
    .int({ error: "Het veld 'year' moet een jaartal zijn." })
    .min(2000, { error: "Het veld 'year' moet een jaartal zijn." })
    .max(2100, { error: "Het veld 'year' moet een jaartal zijn." })
    .optional(),
  source: z.string().max(100).optional(),
});

export const provinceParams = z.object({
  code: z.string().regex(/^PV\d{2}$/, { error: "Een provinciecode ziet eruit als 'PV27'." }),
});

export const municipalityParams = z.object({
  code: z.string().regex(/^GM\d{4}$/, { error: "Een gemeentecode ziet eruit als 'GM0363'." }),
});

export const areaFiguresQuery = resultsQuery.extend({
  level: z.enum(['province', 'municipality'], {
    error: "Het veld 'level' moet 'province' of 'municipality' zijn.",
  }),
  birdId: z.string().max(100, { error: 'Deze vogel bestaat niet.' }).optional(),
});

export const postcodeDigitsParams = z.object({
  digits: z.string().regex(/^[1-9]\d{3}$/, { error: 'Een postcode begint met vier cijfers.' }),
});

export const countResultParams = z.object({
  tellingUUID: z.uuid({ error: 'Deze telling bestaat niet.' }),
});
