/**
 * The part of the count insert statement (with its leading comma) that adds the counts it stored to the results'
 * aggregates, in the same implicit transaction. It reads the insert's own CTEs: `s` (the stored
 * counts: id, campaign_year, area_province, area_municipality, participants,
 * birds_counted_total, excluded) and `b` (their bird rows: submission_id, bird_id, count). Counts whose
 * countId was stored before are not in `s`, so a retry adds nothing. Rows are upserted in key
 * order, so concurrent batches lock the shared rows (the country's first) in the same order
 * and cannot deadlock.
 */
export const AGGREGATE_PARTS = `,
  ag_area as (
    select s.id, s.campaign_year, s.participants, s.birds_counted_total, c.code
    from s cross join lateral (values ('NL'), (s.area_province), (s.area_municipality)) c(code)
    where c.code <> '' and not s.excluded),
  ag_a as (
    insert into result_area (campaign_year, area_code, counts, people, birds, updated_at)
    select campaign_year, code, count(*), sum(participants), sum(birds_counted_total), now()
    from ag_area group by campaign_year, code order by campaign_year, code
    on conflict (campaign_year, area_code) do update set
      counts = result_area.counts + excluded.counts,
      people = result_area.people + excluded.people,
      birds = result_area.birds + excluded.birds,
      updated_at = excluded.updated_at),
  ag_s as (
    insert into result_species (campaign_year, area_code, bird_id, birds, gardens)
    select ag_area.campaign_year, ag_area.code, b.bird_id, sum(b.count), count(*)
    from ag_area join b on b.submission_id = ag_area.id and b.count > 0
    group by ag_area.campaign_year, ag_area.code, b.bird_id
    order by ag_area.campaign_year, ag_area.code, b.bird_id
    on conflict (campaign_year, area_code, bird_id) do update set
      birds = result_species.birds + excluded.birds,
      gardens = result_species.gardens + excluded.gardens)`;
