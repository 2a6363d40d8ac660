import {
  type AreaFiguresResponse,
  type AreaRef,
  type AreaResultsResponse,
  type CountResultResponse,
  MIN_COUNTS_PER_AREA,
  type PostcodeAreaResponse,
  type ResultYearsResponse,
} from '@tvt/contract';
import type { Campaign } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { NATIONAL, municipalities, municipalityOf, provinceOf, provinces } from './cbs-areas.ts';
import { type Catalogue, rank, totalsOf } from './ranking.ts';
import type { AreaRow, ResultsRepository, SpeciesRow } from './repository.ts';
import { createKeyedSnapshots } from './snapshots.ts';

export interface ResultsServiceDeps {
  repository: ResultsRepository;
  campaign: () => Promise<Campaign>;
  imageOf: (birdId: string) => string;
  /** How long a snapshot of one area is reused, and what Cache-Control allows. */
  ttlSeconds: number;
  /** No answer older than this (decision 095). */
  maxAgeSeconds: number;
  now: () => number;
}

export const AREA_NOT_FOUND = 'Dit gebied bestaat niet.';
export const COUNT_NOT_FOUND = 'Deze telling bestaat niet.';
export const BIRD_NOT_FOUND = 'Deze vogel bestaat niet.';

const shown = (area: AreaRow | undefined): area is AreaRow =>
  area !== undefined && area.counts >= MIN_COUNTS_PER_AREA;

export function createResultsService(deps: ResultsServiceDeps) {
  const { repository } = deps;
  const snapshots = createKeyedSnapshots(
    deps.ttlSeconds * 1000,
    deps.now,
    deps.maxAgeSeconds * 1000,
  );

  const catalogue = (): Promise<Catalogue> =>
    snapshots.get('catalogue', async () => ({
      names: await repository.birdNames(),
      imageOf: deps.imageOf,
    }));
  /** Every area's row of a campaign (a few hundred) and the campaign before it. */
  const loadYear = async (y: number) => {
    const rows = await repository.areas(y);
    return {
      areas: new Map(rows.map((r) => [r.areaCode, r])),
      previousYear: (await repository.previousYear(y)) ?? null,
    };
  };
  const year = (y: number) => snapshots.get(`year:${y}`, () => loadYear(y));
  const species = (y: number, code: string): Promise<SpeciesRow[]> =>
    snapshots.get(`species:${y}:${code}`, () => repository.species(y, { areaCode: code }));
  /** Every campaign with shown national results, newest first, with its demo mark. */
  const years = () =>
    snapshots.get('years', async () => {
      const [rows, demo] = await Promise.all([repository.nationalRows(), repository.demoYears()]);
      return rows
        .filter((r) => r.counts >= MIN_COUNTS_PER_AREA)
        .map((r) => ({ ...r, demo: demo.has(r.year) }));
    });
  /**
   * Without `?year=`: the current campaign once it has results, else the newest campaign before
   * it that has them (last year's results stay until a new count has its own).
   */
  const defaultYear = async () => {
    const current = (await deps.campaign()).year;
    const list = await years();
    return (list.find((y) => y.year <= current) ?? list[0])?.year ?? current;
  };
  const yearOf = async (requested: number | undefined) => requested ?? (await defaultYear());
  const isDemo = async (y: number) => (await years()).some((e) => e.year === y && e.demo);
  /** The campaign's parts of an area answer, read together now: one moment, not mixed ages. */
  const freshYear = (y: number) => snapshots.fresh(`year:${y}`, () => loadYear(y));
  const freshSpecies = (y: number, code: string): Promise<SpeciesRow[]> =>
    snapshots.fresh(`species:${y}:${code}`, () => repository.species(y, { areaCode: code }));

  async function areaResults(ref: AreaRef, parent: AreaRef | null, requested?: number) {
    const y = await yearOf(requested);
    return snapshots.get(`area:${y}:${ref.code}`, async (): Promise<AreaResultsResponse> => {
      const [{ areas, previousYear }, names] = [await freshYear(y), await catalogue()];
      const area = areas.get(ref.code);
      const before = previousYear === null ? undefined : await year(previousYear);
      const previousArea = before?.areas.get(ref.code);
      const previous =
        previousYear !== null && shown(previousArea)
          ? { area: previousArea, species: await species(previousYear, ref.code) }
          : undefined;
      const rows = shown(area) ? await freshSpecies(y, ref.code) : [];
      return {
        year: y,
        previousYear,
        area: { level: ref.level, code: ref.code, name: ref.name },
        parent,
        suppressed: !shown(area),
        totals: shown(area) ? totalsOf(area, rows, names.names) : null,
        previousTotals: previous ? totalsOf(previous.area, previous.species, names.names) : null,
        species: shown(area) ? rank(area, rows, names, previous) : [],
        updatedAt: (area?.updatedAt ?? new Date(Date.UTC(y, 0, 1))).toISOString(),
        demo: await isDemo(y),
      };
    });
  }

  return {
    maxAgeSeconds: deps.ttlSeconds,

    async years(): Promise<ResultYearsResponse> {
      const list = await years();
      return {
        current: list.length === 0 ? null : await defaultYear(),
        data: list.map(({ year, counts, people, demo }) => ({ year, counts, people, demo })),
      };
    },

    national: (requested?: number) => areaResults(NATIONAL, null, requested),

    province(code: string, requested?: number) {
      const province = provinceOf(code);
      if (!province) throw new HttpError(404, AREA_NOT_FOUND, 'code');
      return areaResults(province, null, requested);
    },

    municipality(code: string, requested?: number) {
      const municipality = municipalityOf(code);
      if (!municipality) throw new HttpError(404, AREA_NOT_FOUND, 'code');
      const { provinceCode, ...ref } = municipality;
      return areaResults(ref, provinceOf(provinceCode) ?? null, requested);
    },

    async areaFigures(
      level: 'province' | 'municipality',
      birdId: string | undefined,
      requested?: number,
    ): Promise<AreaFiguresResponse> {
      const y = await yearOf(requested);
      if (birdId !== undefined && !(await catalogue()).names.has(birdId))
        throw new HttpError(400, BIRD_NOT_FOUND, 'birdId');
      return snapshots.get(`figures:${y}:${level}:${birdId ?? ''}`, async () => {
        const { areas } = await year(y);
        const seen =
          birdId === undefined
            ? new Map<string, SpeciesRow>()
            : new Map((await repository.species(y, { birdId })).map((s) => [s.areaCode, s]));
        const list =
          level === 'province'
            ? provinces().map((p) => ({ ...p, provinceCode: p.code }))
            : municipalities();
        return {
          year: y,
          level,
          birdId: birdId ?? null,
          data: list.map((a) => {
            const area = areas.get(a.code);
            const visible = shown(area);
            return {
              code: a.code,
              name: a.name,
              provinceCode: a.provinceCode,
              participants: visible ? area.counts : null,
              gardenShare:
                visible && birdId !== undefined
                  ? Math.min(1, (seen.get(a.code)?.gardens ?? 0) / area.counts)
                  : null,
            };
          }),
        };
      });
    },

    async postcode(digits: string): Promise<PostcodeAreaResponse> {
      const found = await snapshots.get(`postcode:${digits}`, () =>
        repository.municipalityOfPostcode(digits),
      );
      const municipality = found && municipalityOf(`GM${found.municipalityCode}`);
      if (municipality) {
        const { provinceCode, ...ref } = municipality;
        const province = provinceOf(provinceCode)!;
        return { data: { municipality: ref, province } };
      }
      // A municipality missing from the 2026 list (merged since) has no results of its own.
      return { data: null };
    },

    async countResult(tellingUUID: string): Promise<CountResultResponse> {
      const count = await repository.count(tellingUUID);
      if (!count) throw new HttpError(404, COUNT_NOT_FOUND, 'tellingUUID');
      const y = count.campaignYear;
      const [{ areas }, names] = [await year(y), await catalogue()];
      const nl = areas.get('NL');
      const nlSpecies = new Map((await species(y, 'NL')).map((s) => [s.birdId, s]));
      const municipality = municipalityOf(count.areaMunicipality);
      const local = municipality && areas.get(municipality.code);
      const localShown = shown(local);
      const localSpecies = localShown
        ? new Map((await species(y, local.areaCode)).map((s) => [s.birdId, s]))
        : undefined;
      const birds = count.birds.filter((b) => names.names.has(b.birdId));
      const average = (area: AreaRow | undefined, row: SpeciesRow | undefined) =>
        area && area.counts > 0 ? (row?.birds ?? 0) / area.counts : 0;
      return {
        tellingUUID: count.id,
        year: y,
        countedOn: count.countDate,
        municipality: municipality
          ? { level: 'municipality', code: municipality.code, name: municipality.name }
          : null,
        municipalityShown: localShown,
        excluded: count.excluded,
        totals: { birds: count.birdsCountedTotal, species: birds.length },
        birds: birds.map((b) => ({
          birdId: b.birdId,
          name: names.names.get(b.birdId)!,
          image: deps.imageOf(b.birdId),
          counted: b.count,
          municipalityAverage: localSpecies ? average(local, localSpecies.get(b.birdId)) : null,
          nationalAverage: average(nl, nlSpecies.get(b.birdId)),
        })),
      };
    },

    /**
     * Leaves a count out of every result (excluded true) or takes it in again, recording who and
     * why. The campaign office decides who may; the command line uses it meanwhile.
     */
    async setExcluded(
      tellingUUID: string,
      excluded: boolean,
      event: { reason: string; actor: string },
    ): Promise<'changed' | 'unchanged'> {
      if (!event.reason.trim() || !event.actor.trim())
        throw new HttpError(400, 'Geef een reden en wie het besluit.', 'reason');
      const outcome = await repository.setExcluded(tellingUUID, excluded, event);
      if (outcome === 'missing') throw new HttpError(404, COUNT_NOT_FOUND, 'tellingUUID');
      return outcome;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
