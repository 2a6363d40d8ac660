import { type QuizRecord, type QuizResult, applyQuizResult } from '@tvt/domain';
import type { CountPersonalRepository } from '../count/personal-repository.ts';
import type { Claims } from '../credentials/token.ts';
import type { ExternalAccounts } from './external-accounts.ts';
import type { AccountRepository, AccountRow } from './repository.ts';

/** Spec 3 "Account data": the prefill fields of `GET /user`. */
export function prefillOf(row: AccountRow) {
  return {
    initials: row.firstName,
    lastnameprefix: row.lastNamePrefix,
    lastname: row.lastName,
    postalcode: row.postalCode,
    streetnumber: row.streetNumber,
    streetnumbersuffix: row.streetNumberAddition,
    street: row.street,
    city: row.city,
    email: row.email ?? '',
  };
}

/** The account service's rules; every call is for the token's own subject only. */
export function createAccountService(
  accounts: AccountRepository,
  counts: CountPersonalRepository,
  external?: ExternalAccounts,
) {
  return {
    /** The token's account: ours by id, or an external issuer's subject (made on first use). */
    find: (claims: Claims & { sub: string }, token: string): Promise<AccountRow | undefined> =>
      external ? external.resolve(claims.sub, token, claims) : accounts.findById(claims.sub),

    async quiz(accountId: string): Promise<QuizRecord> {
      return (
        (await accounts.findQuiz(accountId)) ?? { highscore: 0, highscoretime: 0, totalpoints: 0 }
      );
    },

    saveQuiz: (accountId: string, result: QuizResult) =>
      accounts.updateQuiz(accountId, (current) => applyQuizResult(current, result)),

    /** Counts are linked by the verified address only: anyone can type any address in a count. */
    counts: (row: AccountRow) =>
      row.emailVerified && row.email ? counts.findByEmail(row.email) : Promise.resolve([]),

    async export(row: AccountRow) {
      return {
        account: {
          ...prefillOf(row),
          emailVerified: row.emailVerified,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
        quiz: await this.quiz(row.id),
        counts: (await this.counts(row)).map((c) => ({
          ...c,
          receivedAt: c.receivedAt.toISOString(),
        })),
      };
    },

    /** AVG: the account goes; counts stay for research without the person behind them. */
    async remove(row: AccountRow): Promise<void> {
      if (row.emailVerified && row.email) await counts.anonymiseByEmail(row.email);
      await accounts.deleteAccount(row.id);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
