import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { identityKey } from '../../db/schema/index.ts';
import { type ProviderKeys, newSigningKey } from './keys.ts';

/** Advisory-lock key, so instances starting together create one key set, not one each. */
const KEY_LOCK = 0x6f696463;

export type KeyState = 'staged' | 'active' | 'retired';
export type KeyKind = 'signing' | 'cookie';

/** Signers first (newest active), then staged, then retired: all of them verify. */
const ORDER: Record<KeyState, number> = { active: 0, staged: 1, retired: 2 };

async function readKeys(db: Db): Promise<ProviderKeys> {
  const rows = (await db.select().from(identityKey).orderBy(desc(identityKey.createdAt))).sort(
    (a, b) => ORDER[a.state] - ORDER[b.state],
  );
  return {
    signing: rows.filter((r) => r.kind === 'signing').map((r) => ({ ...r.material, kid: r.kid })),
    cookie: rows.filter((r) => r.kind === 'cookie').map((r) => String(r.material.secret)),
  };
}

const newMaterial = (kind: KeyKind) =>
  kind === 'signing' ? newSigningKey() : { secret: randomBytes(32).toString('base64url') };

async function insertKey(db: Db, kind: KeyKind, state: KeyState): Promise<string> {
  const kid = randomUUID();
  await db.insert(identityKey).values({ kid, kind, state, material: newMaterial(kind) });
  return kid;
}

/** The kinds that have a signer (an active key). */
async function activeKinds(db: Db): Promise<Set<KeyKind>> {
  const rows = await db
    .select({ kind: identityKey.kind })
    .from(identityKey)
    .where(eq(identityKey.state, 'active'));
  return new Set(rows.map((r) => r.kind));
}

/**
 * The provider's keys in the database. Takes the whole handle rather than `Db`: creating the
 * first key set needs the advisory lock. Rotation (decision 042): `stage()` adds keys that only
 * verify, `promote()` makes them sign and retires the old signers, `prune()` deletes retired keys.
 */
export function createKeyRepository(database: Database) {
  const { db } = database;
  return {
    /** The key set, created on first start. */
    async load(): Promise<ProviderKeys> {
      const active = await activeKinds(db);
      if (active.has('signing') && active.has('cookie')) return readKeys(db);
      return database.withLock(KEY_LOCK, async (locked) => {
        const kinds = await activeKinds(locked);
        for (const kind of ['signing', 'cookie'] as const) {
          if (!kinds.has(kind)) await insertKey(locked, kind, 'active');
        }
        return readKeys(locked);
      });
    },

    /** Adds an active signing key at once (it signs from the next load; old ones still verify). */
    addSigningKey(): Promise<string> {
      return insertKey(db, 'signing', 'active');
    },

    /** A new signing key and cookie secret that verify only, until `promote()`. */
    async stage(): Promise<{ signing: string; cookie: string }> {
      return {
        signing: await insertKey(db, 'signing', 'staged'),
        cookie: await insertKey(db, 'cookie', 'staged'),
      };
    },

    /** Staged keys sign from now on; the keys that signed until now only verify (retired). */
    async promote(now: Date): Promise<number> {
      const staged = await db
        .select({ kid: identityKey.kid, kind: identityKey.kind })
        .from(identityKey)
        .where(eq(identityKey.state, 'staged'));
      if (staged.length === 0) return 0;
      const kinds = [...new Set(staged.map((r) => r.kind))];
      await db.transaction(async (tx) => {
        await tx
          .update(identityKey)
          .set({ state: 'retired', stateChangedAt: now })
          .where(and(eq(identityKey.state, 'active'), inArray(identityKey.kind, kinds)));
        await tx
          .update(identityKey)
          .set({ state: 'active', stateChangedAt: now })
          .where(eq(identityKey.state, 'staged'));
      });
      return staged.length;
    },

    /** Deletes keys retired before `before` (their tokens and cookies have expired by then). */
    async prune(before: Date): Promise<string[]> {
      const rows = await db
        .delete(identityKey)
        .where(and(eq(identityKey.state, 'retired'), lt(identityKey.stateChangedAt, before)))
        .returning({ kid: identityKey.kid });
      return rows.map((r) => r.kid);
    },

    /** Every key's id, kind, state and dates, for the rotation command's report. */
    list() {
      return db
        .select({
          kid: identityKey.kid,
          kind: identityKey.kind,
          state: identityKey.state,
          createdAt: identityKey.createdAt,
          stateChangedAt: identityKey.stateChangedAt,
        })
        .from(identityKey)
        .orderBy(asc(identityKey.createdAt));
    },

    async delete(kid: string): Promise<void> {
      await db.delete(identityKey).where(eq(identityKey.kid, kid));
    },
  };
}

export type KeyRepository = ReturnType<typeof createKeyRepository>;
