import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_INTRO_TOUR, DEFAULT_MENU_MORE, DEFAULT_TEXTS, ABOUT_SLUG } from '@tvt/content';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { migrationsApplied, runMigrations } from '../src/db/migrate.ts';
import { campaign, introTourPage, menuItem, textContent } from '../src/db/schema/index.ts';
import { seed } from '../src/seed.ts';
import type { Database } from '../src/db/database.ts';
import { type TestDatabase, createTestDatabase } from './helpers/test-database.ts';

let current: TestDatabase | undefined;
afterEach(async () => {
  await current?.dispose();
  current = undefined;
});

async function fresh(): Promise<Database> {
  current = await createTestDatabase();
  return current.database;
}

/** Every migration applied and nothing seeded: the seed's tests start here. */
async function migrated(): Promise<Database> {
  current = await createTestDatabase('migrated');
  if (current.state === 'empty') await runMigrations(current.database);
  return current.database;
}

async function snapshot(database: Database) {
  const { db } = database;
  return {
    campaigns: await db.select().from(campaign).orderBy(campaign.id),
    tour: await db.select().from(introTourPage).orderBy(introTourPage.id),
    menu: await db.select().from(menuItem).orderBy(menuItem.id),
    texts: await db.select().from(textContent).orderBy(textContent.id),
  };
}

describe('migrations', () => {
  it('are reported missing before and applied after, and a second run is a no-op', async () => {
    const database = await fresh();
    expect(await migrationsApplied(database)).toBe(false);
    await runMigrations(database);
    expect(await migrationsApplied(database)).toBe(true);
    await runMigrations(database);
    expect(await migrationsApplied(database)).toBe(true);
  });
});

describe('seed', () => {
  it('fills the defaults once; a second seed changes nothing', async () => {
    const database = await migrated();
    await seed(database);
    const first = await snapshot(database);
    expect(first.campaigns).toHaveLength(1);
    expect(first.campaigns[0]).toMatchObject({ year: DEFAULT_CAMPAIGN.year, active: true });
    expect(first.campaigns[0]?.phase2Start.toISOString()).toBe(
      DEFAULT_CAMPAIGN.phase2Start.toISOString(),
    );
    expect(first.tour).toHaveLength(DEFAULT_INTRO_TOUR.length);
    expect(first.menu.map((m) => m.title)).toEqual(DEFAULT_MENU_MORE.map((m) => m.title));
    expect(first.texts.map((t) => t.slug).sort()).toEqual(Object.keys(DEFAULT_TEXTS).sort());

    await seed(database);
    expect(await snapshot(database)).toEqual(first);
  });

  it("keeps an operator's edit and deletion of seeded rows", async () => {
    const database = await migrated();
    await seed(database);
    const { db } = database;
    await db
      .update(textContent)
      .set({ content: '<p>Eigen tekst</p>' })
      .where(eq(textContent.slug, ABOUT_SLUG));
    const [firstItem] = await db.select().from(menuItem).orderBy(menuItem.position).limit(1);
    await db.delete(menuItem).where(eq(menuItem.id, firstItem!.id));
    await db.update(campaign).set({ name: 'Tuintelling' });
    const edited = await snapshot(database);

    await seed(database);
    const after = await snapshot(database);
    expect(after).toEqual(edited);
    expect(after.texts.find((t) => t.slug === ABOUT_SLUG)?.content).toBe('<p>Eigen tekst</p>');
    expect(after.menu).toHaveLength(DEFAULT_MENU_MORE.length - 1);
    expect(after.campaigns[0]?.name).toBe('Tuintelling');
  });

  it('makes a configured campaign the only active one, and writes a changed configuration', async () => {
    const database = await migrated();
    await seed(database);
    const override = {
      year: 2026,
      name: 'Tuinvogeltelling 2026',
      tag: 'tvt2026',
      phase1Start: new Date('2025-12-01T08:00:00Z'),
      phase2Start: new Date('2026-01-23T07:00:00Z'),
      phase3Start: new Date('2026-01-26T11:00:00Z'),
    };
    await seed(database, { campaignOverride: override });
    const once = await snapshot(database);
    expect(once.campaigns.map((c) => [c.year, c.active])).toEqual([
      [2025, false],
      [2026, true],
    ]);
    await seed(database, { campaignOverride: override });
    expect(await snapshot(database)).toEqual(once);

    const moved = { ...override, phase3Start: new Date('2026-01-27T11:00:00Z') };
    await seed(database, { campaignOverride: moved });
    const [row] = await database.db.select().from(campaign).where(eq(campaign.year, 2026));
    expect(row?.phase3Start.toISOString()).toBe('2026-01-27T11:00:00.000Z');
  });
});
