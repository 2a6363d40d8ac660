import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BIRDS, TIPS } from '@tvt/content';
import { bird } from '../src/db/schema/index.ts';
import { seed } from '../src/seed.ts';
import { createBirdRepository } from '../src/modules/birds/repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('bird seed', () => {
  it('seeds every species and the count catalogue from the content', async () => {
    const catalog = await createBirdRepository(t.database.db).countCatalog();
    expect(catalog).toHaveLength(BIRDS.length);
    const koolmees = catalog.find((b) => b.id === 'koolmees');
    const source = BIRDS.find((b) => b.id === 'koolmees')!;
    expect(koolmees).toEqual({
      id: 'koolmees',
      tvtbirdid: source.tvtbirdid,
      name: 'Koolmees',
      thresholdvalue: source.thresholdvalue,
      primary: true,
    });
    expect(catalog.filter((b) => b.primary)).toHaveLength(BIRDS.filter((b) => b.primary).length);
  });

  it('keeps an edited or deleted row on the next start and seeds tips once', async () => {
    const db = t.database.db;
    await db.execute(sql`update bird set name = 'Koolmees (bewerkt)' where id = 'koolmees'`);
    await db.execute(sql`delete from bird where id = 'pimpelmees'`);
    await seed(t.database);
    const rows = await db.select({ id: bird.id, name: bird.name, search: bird.search }).from(bird);
    expect(rows).toHaveLength(BIRDS.length - 1);
    const koolmees = rows.find((r) => r.id === 'koolmees');
    expect(koolmees?.name).toBe('Koolmees (bewerkt)');
    expect(koolmees?.search).toBe(' koolmees (bewerkt)');
    const tips = await db.execute(sql`select count(*)::int as n from bird_tip`);
    expect((tips as { rows: { n: number }[] }).rows[0]?.n).toBe(TIPS.length);
  });

  it('gives a row seeded by an earlier version the current wizard traits once, then keeps edits', async () => {
    const db = t.database.db;
    // As an earlier version left it: fewer colours, no other answers, no marker for the refresh.
    await db.execute(sql`update bird set colours = '{5,9}', also_sizes = '{}', other_names = '{}',
      habitat_note = null where id in ('roodborst', 'kuifmees')`);
    await db.execute(
      sql`delete from seed_marker where key in ('bird-traits-3:roodborst', 'bird-traits-3:kuifmees')`,
    );
    await seed(t.database);
    const rows = await db
      .select({ id: bird.id, colours: bird.colours, habitatNote: bird.habitatNote })
      .from(bird)
      .where(sql`id in ('roodborst', 'kuifmees')`);
    const roodborst = BIRDS.find((b) => b.id === 'roodborst')!;
    expect(rows.find((r) => r.id === 'roodborst')?.colours).toEqual([...roodborst.colours]);
    expect(rows.find((r) => r.id === 'kuifmees')?.habitatNote).toBe(
      BIRDS.find((b) => b.id === 'kuifmees')!.habitatNote,
    );
    await db.execute(sql`update bird set colours = '{6}' where id = 'roodborst'`);
    await seed(t.database);
    const again = await db
      .select({ colours: bird.colours })
      .from(bird)
      .where(sql`id = 'roodborst'`);
    expect(again[0]?.colours).toEqual([6]);
  });
});
