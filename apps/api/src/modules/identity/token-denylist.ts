import type { RevokedTokenRepository } from './revoked-token-repository.ts';

/**
 * Access tokens refused before their expiry (logout). Shared through the database, so every
 * instance refuses a revoked token at once; what this instance has seen revoked is also kept in
 * memory (a revocation is never undone), so a revoked token costs no query the second time.
 */
export function createTokenDenylist(repo: RevokedTokenRepository, now: () => Date) {
  const known = new Map<string, number>();
  const ids = (claims: { jti?: unknown; gid?: unknown }) =>
    [
      typeof claims.jti === 'string' ? `jti:${claims.jti}` : undefined,
      typeof claims.gid === 'string' ? `grant:${claims.gid}` : undefined,
    ].filter((id): id is string => id !== undefined);

  return {
    /** Revokes one token (by `jti`) or every token of a grant (by `gid`) until `expiresAt`. */
    async revoke(claims: { jti?: unknown; gid?: unknown }, expiresAt: Date): Promise<void> {
      for (const id of ids(claims)) {
        known.set(id, expiresAt.getTime());
        await repo.add(id, expiresAt);
      }
    },

    async isRevoked(claims: { jti?: unknown; gid?: unknown }): Promise<boolean> {
      const wanted = ids(claims);
      if (wanted.some((id) => known.has(id))) return true;
      const found = await repo.revoked(wanted);
      for (const id of found) known.set(id, now().getTime() + 15 * 60_000);
      return found.length > 0;
    },

    async cleanUp(): Promise<void> {
      const at = now().getTime();
      for (const [id, until] of known) if (until < at) known.delete(id);
      await repo.deleteExpired(now());
    },
  };
}

export type TokenDenylist = ReturnType<typeof createTokenDenylist>;
