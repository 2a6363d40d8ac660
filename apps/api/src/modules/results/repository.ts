import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { dropSeedMarker, seedMarkersWith } from '../../db/seed-marker.ts';
import {
  address,
  bird,
  countBird,
  countExclusion,
  countSubmission,
  resultArea,
  resultAreaPending,
  resultSpecies,
  resultSpeciesPending,
} from '../../db/schema/index.ts';

export interface AreaRow {
  areaCode: string;
  counts: number;
  people: number;
  birds: number;
  updatedAt: Date;
}

export interface SpeciesRow {
  areaCode: string;
  birdId: string;
  birds: number;
  gardens: number;
}

export interface CountRow {
  id: string;
  campaignYear: number;
  countDate: string;
  areaMunicipality: string;
  excluded: boolean;
  birdsCountedTotal: number;
  birds: { birdId: string; count: number }[];
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Adds (sign 1) or takes away (sign -1) one stored count from its areas' aggregates. */
function applyCount(id: string, sign: 1 | -1) {
  return sql`
    with s as (select id, campaign_year, participants, birds_counted_total, area_province,
        area_municipality from count_submission where id = ${id}),
      a as (select s.*, c.code from s cross join lateral
        (values ('NL'), (s.area_province), (s.area_municipality)) c(code) where c.code <> ''),
      ra as (insert into result_area (campaign_year, area_code, counts, people, birds, updated_at)
        select campaign_year, code, ${sign}, ${sign} * participants,
          ${sign} * birds_counted_total, now() from a order by code
        on conflict (campaign_year, area_code) do update set
          counts = result_area.counts + excluded.counts,
          people = result_area.people + excluded.people,
          birds = result_area.birds + excluded.birds, updated_at = excluded.updated_at)
    insert into result_species (campaign_year, area_code, bird_id, birds, gardens)
    select a.campaign_year, a.code, b.bird_id, ${sign} * b.count, ${sign}
    from a join count_bird b on b.submission_id = a.id and b.count > 0
    order by a.code, b.bird_id
    on conflict (campaign_year, area_code, bird_id) do update set
      birds = result_species.birds + excluded.birds,
      gardens = result_species.gardens + excluded.gardens`;
}

/**
 * Moves every pending sum (what stored counts add, `../count/repository.ts`) into the
 * aggregates, in one statement: a row deleted here is added once, and a fold running at the same
 * time on another instance waits for these rows, finds them gone and skips them. As in
 * `applyCount`, the species rows are written first and the area upsert, referenced by nothing,
 * runs last: both take the shared rows in the same order and cannot deadlock.
 */
const FOLD = sql`
  with pa as (delete from result_area_pending returning *),
    ra as (insert into result_area (campaign_year, area_code, counts, people, birds, updated_at)
      select campaign_year, area_code, sum(counts), sum(people), sum(birds), now() from pa
      group by campaign_year, area_code order by campaign_year, area_code
      on conflict (campaign_year, area_code) do update set
        counts = result_area.counts + excluded.counts,
        people = result_area.people + excluded.people,
        birds = result_area.birds + excluded.birds, updated_at = excluded.updated_at),
    ps as (delete from result_species_pending returning *),
    rs as (insert into result_species (campaign_year, area_code, bird_id, birds, gardens)
      select campaign_year, area_code, bird_id, sum(birds), sum(gardens) from ps
      group by campaign_year, area_code, bird_id order by campaign_year, area_code, bird_id
      on conflict (campaign_year, area_code, bird_id) do update set
        birds = result_species.birds + excluded.birds,
        gardens = result_species.gardens + excluded.gardens
      returning 1)
  select (select count(*) from pa)::int as n, (select count(*) from rs)::int as species`;

/** The aggregates of one campaign recomputed from its stored, included counts. */
function recomputation(year: number) {
  return {
    areas: sql`
      select c.code as "areaCode", count(*)::int as counts, sum(s.participants)::int as people,
        sum(s.birds_counted_total)::bigint as birds
      from count_submission s cross join lateral
        (values ('NL'), (s.area_province), (s.area_municipality)) c(code)
      where s.campaign_year = ${year} and not s.excluded and c.code <> ''
      group by c.code order by c.code`,
    species: sql`
      select c.code as "areaCode", b.bird_id as "birdId", sum(b.count)::bigint as birds,
        count(*)::int as gardens
      from count_submission s join count_bird b on b.submission_id = s.id and b.count > 0
      cross join lateral (values ('NL'), (s.area_province), (s.area_municipality)) c(code)
      where s.campaign_year = ${year} and not s.excluded and c.code <> ''
      group by c.code, b.bird_id order by c.code, b.bird_id`,
  };
}

const numeric = <T extends { birds: unknown }>(row: T) => ({ ...row, birds: Number(row.birds) });

/** The columns of one area's row, as both area reads return them. */
const areaColumns = {
  areaCode: resultArea.areaCode,
  counts: resultArea.counts,
  people: resultArea.people,
  birds: resultArea.birds,
  updatedAt: resultArea.updatedAt,
};

/** Seed marker prefix of a year with demo results: `demo-results:2026`. */
export const DEMO_RESULTS_MARKER = 'demo-results:';

export function createResultsRepository(db: Db) {
  return {
    async areas(year: number): Promise<AreaRow[]> {
      const rows = await db
        .select(areaColumns)
        .from(resultArea)
        .where(eq(resultArea.campaignYear, year));
      return rows.map(numeric);
    },

    async area(year: number, areaCode: string): Promise<AreaRow | undefined> {
      const rows = await db
        .select(areaColumns)
        .from(resultArea)
        .where(and(eq(resultArea.campaignYear, year), eq(resultArea.areaCode, areaCode)));
      return rows[0] && numeric(rows[0]);
    },

    /** One area's species, or every area's one species when `birdId` is given instead. */
    async species(year: number, filter: { areaCode?: string; birdId?: string }) {
      const rows = await db
        .select({
          areaCode: resultSpecies.areaCode,
          birdId: resultSpecies.birdId,
          birds: resultSpecies.birds,
          gardens: resultSpecies.gardens,
        })
        .from(resultSpecies)
        .where(
          and(
            eq(resultSpecies.campaignYear, year),
            filter.areaCode === undefined ? undefined : eq(resultSpecies.areaCode, filter.areaCode),
            filter.birdId === undefined ? undefined : eq(resultSpecies.birdId, filter.birdId),
            sql`${resultSpecies.gardens} > 0`,
          ),
        )
        .orderBy(desc(resultSpecies.birds), asc(resultSpecies.birdId));
      return rows.map(numeric) as SpeciesRow[];
    },

    /** The latest campaign before `year` with results, if any. */
    async previousYear(year: number): Promise<number | undefined> {
      const rows = await db
        .select({ year: resultArea.campaignYear })
        .from(resultArea)
        .where(and(lt(resultArea.campaignYear, year), eq(resultArea.areaCode, 'NL')))
        .orderBy(desc(resultArea.campaignYear))
        .limit(1);
      return rows[0]?.year;
    },

    /** Every campaign's national row, newest first: the years the results can show. */
    async nationalRows(): Promise<{ year: number; counts: number; people: number }[]> {
      const rows = await db
        .select({
          year: resultArea.campaignYear,
          counts: resultArea.counts,
          people: resultArea.people,
        })
        .from(resultArea)
        .where(eq(resultArea.areaCode, 'NL'))
        .orderBy(desc(resultArea.campaignYear));
      return rows;
    },

    /** Campaign years whose aggregates are a fresh install's demo figures (decision 088). */
    async demoYears(): Promise<Set<number>> {
      const keys = await seedMarkersWith(db, DEMO_RESULTS_MARKER);
      return new Set(keys.map((k) => Number(k.slice(DEMO_RESULTS_MARKER.length))));
    },

    /** The species of the bird table: names for the rankings ('Niet herkend' has no row). */
    async birdNames(): Promise<Map<string, string>> {
      const rows = await db.select({ id: bird.id, name: bird.name }).from(bird);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The municipality most addresses of a four-digit postcode lie in. */
    async municipalityOfPostcode(
      digits: string,
    ): Promise<{ municipalityCode: string; province: string } | undefined> {
      const rows = await db
        .select({
          municipalityCode: address.municipalityCode,
          province: address.province,
          n: sql<number>`count(*)`,
        })
        .from(address)
        .where(and(gte(address.postalCode, `${digits}AA`), lte(address.postalCode, `${digits}ZZ`)))
        .groupBy(address.municipalityCode, address.province)
        .orderBy(desc(sql`count(*)`), asc(address.municipalityCode))
        .limit(1);
      return rows[0];
    },

    /** A count's research fields and birds; nothing personal is read. */
    async count(id: string): Promise<CountRow | undefined> {
      const rows = await db
        .select({
          id: countSubmission.id,
          campaignYear: countSubmission.campaignYear,
          countDate: countSubmission.countDate,
          areaMunicipality: countSubmission.areaMunicipality,
          excluded: countSubmission.excluded,
          birdsCountedTotal: countSubmission.birdsCountedTotal,
        })
        .from(countSubmission)
        .where(eq(countSubmission.id, id));
      const row = rows[0];
      if (!row) return undefined;
      const birds = await db
        .select({ birdId: countBird.birdId, count: countBird.count })
        .from(countBird)
        .where(and(eq(countBird.submissionId, id), sql`${countBird.count} > 0`))
        .orderBy(desc(countBird.count), asc(countBird.birdId));
      return { ...row, birds };
    },

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
        const updated = await tx
          .update(countSubmission)
          .set({ excluded })
          .where(and(eq(countSubmission.id, id), eq(countSubmission.excluded, !excluded)))
          .returning({ id: countSubmission.id });
        if (updated.length === 0) {
          const exists = await tx
            .select({ id: countSubmission.id })
            .from(countSubmission)
            .where(eq(countSubmission.id, id));
          return exists.length === 0 ? 'missing' : 'unchanged';
        }
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
      const areas = rowsOf<Omit<AreaRow, 'updatedAt'>>(await db.execute(query.areas));
      const species = rowsOf<SpeciesRow>(await db.execute(query.species));
      return { areas: areas.map(numeric), species: species.map(numeric) };
    },

    /** Adds every pending sum to the aggregates; how many area rows it moved. */
    async foldPending(): Promise<number> {
      return rowsOf<{ n: number }>(await executeNamed(db, 'results_fold', FOLD))[0]?.n ?? 0;
    },

    /** Replaces the aggregates of `year` with a recomputation (bench filler, repairs). */
    async rebuild(year: number): Promise<void> {
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
    },

    /** Rebuilds every campaign that has stored counts but no aggregates (counts before 0009). */
    async rebuildMissing(): Promise<number[]> {
      // The years with counts, one index probe each (a loose index scan): a plain `distinct`
      // read every stored count at each start, 282 ms on PGlite with 200,000.
      const rows = rowsOf<{ year: number }>(
        await db.execute(sql`with recursive years(year) as (
            (select campaign_year from count_submission order by campaign_year limit 1)
            union all
            select (select s.campaign_year from count_submission s
              where s.campaign_year > y.year order by s.campaign_year limit 1)
            from years y where y.year is not null)
          select year from years where year is not null and not exists (select 1
            from result_area r where r.campaign_year = years.year and r.area_code = 'NL')`),
      );
      for (const { year } of rows) await this.rebuild(year);
      return rows.map((r) => r.year);
    },

    /** Stored counts of a campaign: an import must not overwrite live aggregates. */
    async hasCounts(year: number): Promise<boolean> {
      const rows = await db
        .select({ id: countSubmission.id })
        .from(countSubmission)
        .where(eq(countSubmission.campaignYear, year))
        .limit(1);
      return rows.length > 0;
    },

    /** Replaces a campaign's aggregates with imported figures, in one transaction. */
    async replaceYear(
      year: number,
      areas: readonly Omit<AreaRow, 'updatedAt'>[],
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

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
