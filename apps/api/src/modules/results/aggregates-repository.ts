import { type SQL, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { dropSeedMarker } from '../../db/seed-marker.ts';
import {
  countExclusion,
  resultArea,
  resultAreaPending,
  resultSpecies,
  resultSpeciesPending,
} from '../../db/schema/index.ts';
import {
  createCountSumsRepository,
  seenBirds,
  storedCounts,
  yearsWithCounts,
} from '../count/sums-repository.ts';
import { FOLD } from './pending-repository.ts';

export interface AreaSumsRow {
  areaCode: string;
  counts: number;
  people: number;
  birds: number;
}

export interface SpeciesRow {
  areaCode: string;
  birdId: string;
  birds: number;
  gardens: number;
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The areas a count adds to: the country, its province and its municipality (when known). */
const AREAS = sql`cross join lateral
  (values ('NL'), (s.area_province), (s.area_municipality)) c(code)`;

/** Adds (sign 1) or takes away (sign -1) one stored count from its areas' aggregates. */
function applyCount(id: string, sign: 1 | -1): SQL {
  return sql`
    with s as (${storedCounts({ id })}),
      a as (select s.*, c.code from s ${AREAS} where c.code <> ''),
      ra as (insert into result_area (campaign_year, area_code, counts, people, birds, updated_at)
        select campaign_year, code, ${sign}, ${sign} * participants,
          ${sign} * birds_counted_total, now() from a order by code
        on conflict (campaign_year, area_code) do update set
          counts = result_area.counts + excluded.counts,
          people = result_area.people + excluded.people,
          birds = result_area.birds + excluded.birds, updated_at = excluded.updated_at)
    insert into result_species (campaign_year, area_code, bird_id, birds, gardens)
    select a.campaign_year, a.code, b.bird_id, ${sign} * b.count, ${sign}
    from a join (${seenBirds}) b on b.submission_id = a.id
    order by a.code, b.bird_id
    on conflict (campaign_year, area_code, bird_id) do update set
      birds = result_species.birds + excluded.birds,
      gardens = result_species.gardens + excluded.gardens`;
}

/** The aggregates of one campaign recomputed from its stored, included counts. */
function recomputation(year: number) {
  const counts = storedCounts({ year });
  return {
    areas: sql`
      select c.code as "areaCode", count(*)::int as counts, sum(s.participants)::int as people,
        sum(s.birds_counted_total)::bigint as birds
      from (${counts}) s ${AREAS}
      where c.code <> ''
      group by c.code order by c.code`,
    species: sql`
      select c.code as "areaCode", b.bird_id as "birdId", sum(b.count)::bigint as birds,
        count(*)::int as gardens
      from (${counts}) s join (${seenBirds}) b on b.submission_id = s.id
      ${AREAS}
      where c.code <> ''
      group by c.code, b.bird_id order by c.code, b.bird_id`,
  };
}

const numeric = <T extends { birds: unknown }>(row: T) => ({ ...row, birds: Number(row.birds) });

/** Seed marker prefix of a year with demo results: `demo-results:2026`. */
export const DEMO_RESULTS_MARKER = 'demo-results:';

/** The writes of the aggregates: exclusions, the pending fold, rebuilds and imports. */
export function createResultsAggregatesRepository(db: Db) {
  const counts = createCountSumsRepository(db);

  /** Replaces the aggregates of `year` with a recomputation (bench filler, repairs). */
  async function rebuild(year: number): Promise<void> {
    const query = recomputation(year);
    await db.transaction(async (tx) => {
      // Counts stored from now on wait for this transaction; the pending sums of those stored
      // before are in the recomputation, so they go.
      await tx.execute(sql`lock table result_area_pending, result_species_pending
        in share row exclusive mode`);
      await tx.delete(resultAreaPending).where(eq(resultAreaPending.campaignYear, year));
      await tx.delete(resultSpeciesPending).where(eq(resultSpeciesPending.campaignYear, year));
      await tx.delete(resultArea).where(eq(resultArea.campaignYear, year));
      await tx.delete(resultSpecies).where(eq(resultSpecies.campaignYear, year));
      await tx.execute(sql`insert into result_area (campaign_year, area_code, counts, people,
        birds) select ${year}, r.* from (${query.areas}) r`);
      await tx.execute(sql`insert into result_species (campaign_year, area_code, bird_id, birds,
        gardens) select ${year}, r.* from (${query.species}) r`);
    });
  }

  return {
    /** A count's research fields and birds (the count module's read). */
    count: (id: string) => counts.count(id),
    hasCounts: (year: number) => counts.hasCounts(year),

    /**
     * Excludes (true) or includes again (false) a count: its flag, every aggregate and the
     * event, in one transaction. 'missing' when there is no such count, 'unchanged' when it
     * already was so (nothing is recorded then).
     */
    async setExcluded(
      id: string,
      excluded: boolean,
      event: { reason: string; actor: string },
    ): Promise<'changed' | 'unchanged' | 'missing'> {
      return db.transaction(async (tx) => {
        const flagged = await createCountSumsRepository(tx).flagExcluded(id, excluded);
        if (flagged !== 'changed') return flagged;
        await tx.execute(applyCount(id, excluded ? -1 : 1));
        await tx.insert(countExclusion).values({ submissionId: id, excluded, ...event });
        return 'changed';
      });
    },

    async exclusionEvents(id: string) {
      return db
        .select({
          excluded: countExclusion.excluded,
          reason: countExclusion.reason,
          actor: countExclusion.actor,
          at: countExclusion.at,
        })
        .from(countExclusion)
        .where(eq(countExclusion.submissionId, id))
        .orderBy(asc(countExclusion.id));
    },

    /** What the aggregates of `year` should hold, recomputed from the stored counts. */
    async recompute(year: number) {
      const query = recomputation(year);
      const areas = rowsOf<AreaSumsRow>(await db.execute(query.areas));
      const species = rowsOf<SpeciesRow>(await db.execute(query.species));
      return { areas: areas.map(numeric), species: species.map(numeric) };
    },

    /** Adds every pending sum to the aggregates; how many area rows it moved. */
    async foldPending(): Promise<number> {
      return rowsOf<{ n: number }>(await executeNamed(db, 'results_fold', FOLD))[0]?.n ?? 0;
    },

    rebuild,

    /** Rebuilds every campaign that has stored counts but no aggregates (counts before 0009). */
    async rebuildMissing(): Promise<number[]> {
      const rows = rowsOf<{ year: number }>(
        await db.execute(sql`${yearsWithCounts}
          select year from years where year is not null and not exists (select 1
            from result_area r where r.campaign_year = years.year and r.area_code = 'NL')`),
      );
      for (const { year } of rows) await rebuild(year);
      return rows.map((r) => r.year);
    },

    /** Replaces a campaign's aggregates with imported figures, in one transaction. */
    async replaceYear(
      year: number,
      areas: readonly AreaSumsRow[],
      species: readonly SpeciesRow[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Imported figures are real: the year is no longer a demo one.
        await dropSeedMarker(tx, `${DEMO_RESULTS_MARKER}${year}`);
        await tx.delete(resultArea).where(eq(resultArea.campaignYear, year));
        await tx.delete(resultSpecies).where(eq(resultSpecies.campaignYear, year));
        for (let i = 0; i < areas.length; i += 1000) {
          const part = areas.slice(i, i + 1000).map((a) => ({ ...a, campaignYear: year }));
          if (part.length > 0) await tx.insert(resultArea).values(part);
        }
        for (let i = 0; i < species.length; i += 1000) {
          const part = species.slice(i, i + 1000).map((s) => ({ ...s, campaignYear: year }));
          if (part.length > 0) await tx.insert(resultSpecies).values(part);
        }
      });
    },
  };
}
