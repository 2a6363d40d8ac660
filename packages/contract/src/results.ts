import * as z from 'zod/mini';
import { count, imagePath } from './common.ts';

/**
 * The campaign results (issue 14): the national ranking, the same per province and
 * municipality, the map's figures per area, and one count's own result page. Every figure comes
 * from aggregates kept as counts arrive; an area with fewer than `MIN_COUNTS_PER_AREA` counts
 * shows no figures of its own, so nothing in the results identifies a garden.
 */

/** Below this many counts an area is `suppressed`: its figures stay hidden. */
export const MIN_COUNTS_PER_AREA = 5;

/** 'nl' is the country; provinces use CBS codes 'PV20'..'PV31', municipalities 'GM0363'. */
export const areaLevel = z.enum(['nl', 'province', 'municipality']);
export type AreaLevel = z.infer<typeof areaLevel>;

export const areaRef = z.object({
  level: areaLevel,
  code: z.string().check(z.describe("'NL', a province's 'PV27' or a municipality's 'GM0363'")),
  name: z.string().check(z.describe("CBS name: 'Nederland', 'Noord-Holland', \"'s-Gravenhage\"")),
});
export type AreaRef = z.infer<typeof areaRef>;

const share = () =>
  z.number().check(z.minimum(0), z.maximum(1), z.describe('Share of the gardens, 0..1'));

/** One species in a ranking; `previous` is the same species in the previous campaign. */
export const rankedSpecies = z.object({
  birdId: z.string(),
  name: z.string(),
  image: imagePath,
  rank: z.int().check(z.minimum(1)),
  birds: count().check(z.describe('Birds counted')),
  gardens: count().check(z.describe('Counts (gardens) in which the species was seen')),
  gardenShare: share(),
  averagePerGarden: z
    .number()
    .check(z.minimum(0), z.describe('Birds counted divided by every count in the area')),
  previous: z.nullable(
    z.object({ rank: z.int().check(z.minimum(1)), birds: count(), gardenShare: share() }),
  ),
});
export type RankedSpecies = z.infer<typeof rankedSpecies>;

export const resultTotals = z.object({
  participants: count().check(
    z.describe('Tellingen: counts in the results (excluded counts are not); not people'),
  ),
  people: z.optional(
    count().check(z.describe("Deelnemers: the sum of the counts' 'Aantal deelnemers'")),
  ),
  birds: count(),
  species: count(),
});
export type ResultTotals = z.infer<typeof resultTotals>;

/**
 * `GET {count}/results`, `GET {count}/results/provinces/{code}`,
 * `GET {count}/results/municipalities/{code}`: one area's ranking of every species counted.
 */
export const areaResultsResponse = z.object({
  year: z.int().check(z.describe('The campaign these figures belong to')),
  previousYear: z.nullable(z.int()),
  area: areaRef,
  /** For a municipality: its province, so the page can offer the way up. */
  parent: z.nullable(areaRef),
  suppressed: z.boolean().check(z.describe('Fewer than 5 counts: no figures of its own')),
  totals: z.nullable(resultTotals),
  previousTotals: z.nullable(resultTotals),
  species: z.array(rankedSpecies),
  updatedAt: z.string().check(z.describe('ISO 8601: when these aggregates were read')),
  demo: z.optional(z.boolean().check(z.describe("A fresh install's made-up figures"))),
});
export type AreaResultsResponse = z.infer<typeof areaResultsResponse>;

/**
 * `GET {count}/results/areas?level=province|municipality[&birdId=]`: every area of one level for
 * the map and its table. Figures are null where the area is suppressed.
 */
export const areaFiguresResponse = z.object({
  year: z.int(),
  level: z.enum(['province', 'municipality']),
  birdId: z.nullable(z.string()),
  data: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      provinceCode: z.string(),
      participants: z.nullable(count()),
      gardenShare: z.nullable(share()).check(z.describe("Share of gardens with `birdId`'s bird")),
    }),
  ),
});
export type AreaFiguresResponse = z.infer<typeof areaFiguresResponse>;

/** `GET {count}/results/postcode/{digits}`: which municipality a four-digit postcode lies in. */
export const postcodeAreaResponse = z.object({
  data: z.nullable(z.object({ municipality: areaRef, province: areaRef })),
});
export type PostcodeAreaResponse = z.infer<typeof postcodeAreaResponse>;

/**
 * `GET {count}/results/counts/{tellingUUID}`: one count beside the averages of its municipality
 * and of the country. Holds no personal field (no name, address, e-mail, phone, postcode).
 */
export const countResultResponse = z.object({
  tellingUUID: z.uuid(),
  year: z.int(),
  countedOn: z.string().check(z.describe('The day counted, YYYY-MM-DD')),
  municipality: z.nullable(areaRef),
  /** False while the municipality has fewer than 5 counts: its averages are then null. */
  municipalityShown: z.boolean(),
  excluded: z.boolean().check(z.describe('Left out of the results by the campaign office')),
  totals: z.object({ birds: count(), species: count() }),
  birds: z.array(
    z.object({
      birdId: z.string(),
      name: z.string(),
      image: imagePath,
      counted: count(),
      municipalityAverage: z.nullable(z.number().check(z.minimum(0))),
      nationalAverage: z.number().check(z.minimum(0)),
    }),
  ),
});
export type CountResultResponse = z.infer<typeof countResultResponse>;

/**
 * `GET {count}/results/years`: every campaign with results, newest first, and the one the
 * results show without `?year=` (the newest with results: last year's until a new count has
 * some).
 */
export const resultYearsResponse = z.object({
  current: z.nullable(z.int()),
  data: z.array(
    z.object({
      year: z.int(),
      counts: count().check(z.describe('Tellingen in the results')),
      people: count().check(z.describe('Deelnemers')),
      demo: z.boolean().check(z.describe("A fresh install's made-up figures")),
    }),
  ),
});
export type ResultYearsResponse = z.infer<typeof resultYearsResponse>;
