import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { identityKey } from '../../db/schema/index.ts';
import { type ProviderKeys, newSigningKey } from './keys.ts';

/** Advisory-lock key, so instances starting together create one key set, not one each. */
const KEY_LOCK = 0x6f696463;

async function readKeys(db: Db): Promise<ProviderKeys> {
  const rows = await db.select().from(identityKey).orderBy(desc(identityKey.createdAt));
  return {
    signing: rows.filter((r) => r.kind === 'signing').map((r) => ({ ...r.material, kid: r.kid })),
    cookie: rows.filter((r) => r.kind === 'cookie').map((r) => String(r.material.secret)),
  };
}

async function insertSigningKey(db: Db): Promise<string> {
  const kid = randomUUID();
  await db.insert(identityKey).values({ kid, kind: 'signing', material: newSigningKey() });
  return kid;
}

/**
 * The provider's keys, in the database (never in the repository or the environment). Takes the
 * whole handle rather than `Db`: creating the first key set needs the advisory lock.
 */
export function createKeyRepository(database: Database) {
  return {
    /** The key set, created on first start. */
    async load(): Promise<ProviderKeys> {
      const existing = await readKeys(database.db);
      if (existing.signing.length > 0 && existing.cookie.length > 0) return existing;
      return database.withLock(KEY_LOCK, async (db) => {
        const current = await readKeys(db);
        if (current.signing.length === 0) await insertSigningKey(db);
        if (current.cookie.length === 0) {
          await db.insert(identityKey).values({
            kid: randomUUID(),
            kind: 'cookie',
            material: { secret: randomBytes(32).toString('base64url') },
          });
        }
        return readKeys(db);
      });
    },

    /** Adds a signing key; it signs from the next start on, the old ones keep verifying. */
    addSigningKey(): Promise<string> {
      return insertSigningKey(database.db);
    },

    async delete(kid: string): Promise<void> {
      await database.db.delete(identityKey).where(eq(identityKey.kid, kid));
    },
  };
}

export type KeyRepository = ReturnType<typeof createKeyRepository>;
