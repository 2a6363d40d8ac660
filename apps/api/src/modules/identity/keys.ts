import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { identityKey } from '../../db/schema/index.ts';

/** Advisory-lock key, so instances starting together create one key set, not one each. */
const KEY_LOCK = 0x6f696463;

export interface ProviderKeys {
  /** Private signing JWKs, newest first: the first one signs, all of them verify. */
  signing: Record<string, unknown>[];
  /** Secrets for the provider's signed cookies, newest first. */
  cookie: string[];
}

async function readKeys(db: Db): Promise<ProviderKeys> {
  const rows = await db.select().from(identityKey).orderBy(desc(identityKey.createdAt));
  return {
    signing: rows.filter((r) => r.kind === 'signing').map((r) => ({ ...r.material, kid: r.kid })),
    cookie: rows.filter((r) => r.kind === 'cookie').map((r) => String(r.material.secret)),
  };
}

export function newSigningKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };
}

/** Adds a signing key; it signs from the next start on, the old ones keep verifying. */
export async function addSigningKey(db: Db): Promise<string> {
  const kid = randomUUID();
  await db.insert(identityKey).values({ kid, kind: 'signing', material: newSigningKey() });
  return kid;
}

/** The key set, created on first start; never in the repository or the environment. */
export async function loadProviderKeys(database: Database): Promise<ProviderKeys> {
  const existing = await readKeys(database.db);
  if (existing.signing.length > 0 && existing.cookie.length > 0) return existing;
  return database.withLock(KEY_LOCK, async (db) => {
    const current = await readKeys(db);
    if (current.signing.length === 0) await addSigningKey(db);
    if (current.cookie.length === 0) {
      await db.insert(identityKey).values({
        kid: randomUUID(),
        kind: 'cookie',
        material: { secret: randomBytes(32).toString('base64url') },
      });
    }
    return readKeys(db);
  });
}

export async function deleteKey(db: Db, kid: string): Promise<void> {
  await db.delete(identityKey).where(eq(identityKey.kid, kid));
}

/** The public half of the signing keys (what /oidc/jwks publishes). */
export function publicJwks(keys: ProviderKeys): { keys: Record<string, unknown>[] } {
  return {
    keys: keys.signing.map(({ kid, kty, n, e, alg, use }) => ({ kid, kty, n, e, alg, use })),
  };
}
