import { sql } from 'drizzle-orm';

/**
 * The part of the count insert statement (with its leading comma) that adds the counts it stored
 * to the results, in the same implicit transaction (decision 120). The count repository composes
 * it into its statement (the composition root hands it over): it reads the insert's own CTEs `s`
 * (the stored counts: id, campaign_year, area_province, area_municipality, participants,
 * birds_counted_total, excluded) and `b` (their bird rows: submission_id, bird_id, count). Counts
 * whose countId was stored before are not in `s`, so a retry adds nothing. The batch's sums per
 * area (and species) are appended to the pending tables, which have no key: concurrent batches
 * never wait on the country's shared row, which held every batch of every instance in line
 * while it committed. `foldPending` moves them into the aggregates.
 */
export const PENDING_SUMS = `,
  ag_area as (
    select s.id, s.campaign_year, s.participants, s.birds_counted_total, c.code
    from s cross join lateral (values ('NL'), (s.area_province), (s.area_municipality)) c(code)
    where c.code <> '' and not s.excluded),
  ag_a as (
    insert into result_area_pending (campaign_year, area_code, counts, people, birds)
    select campaign_year, code, count(*), sum(participants), sum(birds_counted_total)
    from ag_area group by campaign_year, code),
  ag_s as (
    insert into result_species_pending (campaign_year, area_code, bird_id, birds, gardens)
    select ag_area.campaign_year, ag_area.code, b.bird_id, sum(b.count), count(*)
    from ag_area join b on b.submission_id = ag_area.id and b.count > 0
    group by ag_area.campaign_year, ag_area.code, b.bird_id)`;

/**
 * Moves every pending sum into the aggregates, in one statement: a row deleted here is added
 * once, and a fold running at the same time on another instance waits for these rows, finds
 * them gone and skips them. As in the exclusion's statement, the species rows are written first
 * and the area upsert, referenced by nothing, runs last: both take the shared rows in the same
 * order and cannot deadlock.
 */
export const FOLD = sql`
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
