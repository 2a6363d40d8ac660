import { randomUUID } from 'node:crypto';
import { type Claims, IssuerUnavailableError } from '../credentials/token.ts';
import { profileFromClaims } from './external-profile.ts';
import type { AccountRepository, AccountRow, ExternalProfile } from './repository.ts';

/** The issuer's profile is copied again at most once a day. */
const SYNC_EVERY_MS = 24 * 60 * 60_000;

export interface ExternalAccountOptions {
  repo: AccountRepository;
  issuer: string;
  /** The issuer's userinfo for this token; undefined when it gives none. */
  userinfo: (accessToken: string) => Promise<Claims | undefined>;
  now: () => Date;
}

/** Only what the issuer actually says: an empty claim never wipes what the account holds. */
function filled(profile: ExternalProfile): Partial<ExternalProfile> {
  const entries = Object.entries(profile).filter(([key, value]) => {
    if (key === 'emailVerified') return profile.email !== null;
    return value !== null && value !== '';
  });
  return Object.fromEntries(entries);
}

/**
 * Accounts for the subjects of an external issuer (decision 026): made on the first call with a
 * valid token, from the token's claims and the issuer's userinfo. An account of the embedded
 * provider with the same address, verified on both sides, is taken over instead, so moving
 * to an external issuer keeps high scores and the link to earlier counts.
 */
export function createExternalAccounts(options: ExternalAccountOptions) {
  const { repo, issuer, now } = options;

  /** Token claims, overlaid by userinfo when it is about the same subject (OIDC Core 5.3.2). */
  async function profileOf(sub: string, token: string, tokenClaims: Claims) {
    const info = await options.userinfo(token);
    const claims = info?.sub === sub ? { ...tokenClaims, ...info } : tokenClaims;
    return profileFromClaims(claims);
  }

  async function takeOver(sub: string, profile: ExternalProfile): Promise<boolean> {
    if (profile.email === null || !profile.emailVerified) return false;
    const existing = await repo.findByEmail(profile.email);
    if (!existing || existing.subject !== null || !existing.emailVerified) return false;
    return repo.linkSubject(existing.id, issuer, sub);
  }

  async function create(sub: string, profile: ExternalProfile, at: Date): Promise<void> {
    if (await repo.insertExternal(randomUUID(), issuer, sub, profile, at)) return;
    if (await repo.findBySubject(issuer, sub)) return; // a concurrent first call made it
    // The address belongs to another account: this one goes without it.
    const withoutMail = { ...profile, email: null, emailVerified: false };
    await repo.insertExternal(randomUUID(), issuer, sub, withoutMail, at);
  }

  return {
    async resolve(sub: string, token: string, tokenClaims: Claims): Promise<AccountRow> {
      const at = now();
      const row = await repo.findBySubject(issuer, sub);
      const fresh =
        row?.profileSyncedAt && at.getTime() - row.profileSyncedAt.getTime() < SYNC_EVERY_MS;
      if (row && fresh) return row;

      let profile: ExternalProfile;
      try {
        profile = await profileOf(sub, token, tokenClaims);
      } catch (error) {
        // A known participant keeps working on yesterday's profile while the issuer is down.
        if (row && error instanceof IssuerUnavailableError) return row;
        throw error;
      }
      if (row) await repo.syncProfile(row.id, filled(profile), at);
      else if (await takeOver(sub, profile)) {
        const taken = await repo.findBySubject(issuer, sub);
        if (taken) await repo.syncProfile(taken.id, filled(profile), at);
      } else await create(sub, profile, at);

      const stored = await repo.findBySubject(issuer, sub);
      if (!stored) throw new Error('the external account could not be stored');
      return stored;
    },
  };
}

export type ExternalAccounts = ReturnType<typeof createExternalAccounts>;
