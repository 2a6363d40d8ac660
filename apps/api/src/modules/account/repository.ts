import { and, eq, isNull, sql } from 'drizzle-orm';
import { EMPTY_QUIZ_RECORD, type QuizRecord } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { account, accountCode, accountQuiz } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccountRow = typeof account.$inferSelect;
/** An account found by its e-mail address, which therefore has one. */
export type MailAccountRow = AccountRow & { email: string };
/** What an external issuer's userinfo sets on an account (decision 026). */
export type ExternalProfile = Pick<
  AccountRow,
  | 'email'
  | 'emailVerified'
  | 'firstName'
  | 'lastNamePrefix'
  | 'lastName'
  | 'postalCode'
  | 'streetNumber'
  | 'streetNumberAddition'
  | 'street'
  | 'city'
>;
export type NewAccount = Omit<typeof account.$inferInsert, 'createdAt' | 'updatedAt'>;
export type CodePurpose = 'verify' | 'reset';

export function createAccountRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<MailAccountRow | undefined> {
      const rows = await db.select().from(account).where(eq(account.email, email)).limit(1);
      return rows[0] as MailAccountRow | undefined;
    },

    async findBySubject(issuer: string, subject: string): Promise<AccountRow | undefined> {
      const rows = await db
        .select()
        .from(account)
        .where(and(eq(account.issuer, issuer), eq(account.subject, subject)))
        .limit(1);
      return rows[0];
    },

    /**
     * A new account for an external subject. False when either unique key is taken: the
     * subject (a concurrent first request made it) or the e-mail address (someone else's).
     */
    async insertExternal(
      id: string,
      issuer: string,
      subject: string,
      profile: ExternalProfile,
      now: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insert(account)
        .values({ id, issuer, subject, ...profile, profileSyncedAt: now })
        .onConflictDoNothing()
        .returning({ id: account.id });
      return inserted.length === 1;
    },

    /** Copies the issuer's profile; the e-mail only when no other account holds it. */
    async syncProfile(id: string, profile: Partial<ExternalProfile>, now: Date): Promise<void> {
      const { email, emailVerified, ...rest } = profile;
      const holder = email ? await this.findByEmail(email) : undefined;
      const mail = email && (!holder || holder.id === id) ? { email, emailVerified } : {};
      await db
        .update(account)
        .set({ ...rest, ...mail, profileSyncedAt: now, updatedAt: now })
        .where(eq(account.id, id));
    },

    /** An embedded account taken over by an external subject with the same verified address. */
    async linkSubject(id: string, issuer: string, subject: string): Promise<boolean> {
      const linked = await db
        .update(account)
        .set({ issuer, subject, updatedAt: new Date() })
        .where(and(eq(account.id, id), isNull(account.subject)))
        .returning({ id: account.id });
      return linked.length === 1;
    },

    /** Any string (a token's `sub` from any issuer); only a UUID can be one of ours. */
    async findById(id: string): Promise<AccountRow | undefined> {
      if (!UUID.test(id)) return undefined;
      const rows = await db.select().from(account).where(eq(account.id, id)).limit(1);
      return rows[0];
    },

    /** False when the e-mail is taken (the unique index decides, so a race cannot double it). */
    async insert(row: NewAccount): Promise<boolean> {
      const inserted = await db
        .insert(account)
        .values(row)
        .onConflictDoNothing({ target: account.email })
        .returning({ id: account.id });
      return inserted.length === 1;
    },

    /** An unverified account's details may be replaced by a new registration with its e-mail. */
    async replaceUnverified(id: string, row: Omit<NewAccount, 'id' | 'email'>): Promise<void> {
      await db
        .update(account)
        .set({ ...row, updatedAt: new Date() })
        .where(and(eq(account.id, id), eq(account.emailVerified, false)));
    },

    async markVerified(id: string): Promise<void> {
      await db
        .update(account)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(account.id, id));
    },

    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db
        .update(account)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(account.id, id));
    },

    async deleteAccount(id: string): Promise<void> {
      await db.delete(account).where(eq(account.id, id));
    },

    async saveCode(
      accountId: string,
      purpose: CodePurpose,
      codeHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .insert(accountCode)
        .values({ accountId, purpose, codeHash, expiresAt, attempts: 0 })
        .onConflictDoUpdate({
          target: [accountCode.accountId, accountCode.purpose],
          set: { codeHash, expiresAt, attempts: 0 },
        });
    },

    async findCode(accountId: string, purpose: CodePurpose) {
      const rows = await db
        .select()
        .from(accountCode)
        .where(and(eq(accountCode.accountId, accountId), eq(accountCode.purpose, purpose)))
        .limit(1);
      return rows[0];
    },

    async countWrongCode(accountId: string, purpose: CodePurpose): Promise<void> {
      await db
        .update(accountCode)
        .set({ attempts: sql`${accountCode.attempts} + 1` })
        .where(and(eq(accountCode.accountId, accountId), eq(accountCode.purpose, purpose)));
    },

    async deleteCode(accountId: string, purpose: CodePurpose): Promise<void> {
      await db
        .delete(accountCode)
        .where(and(eq(accountCode.accountId, accountId), eq(accountCode.purpose, purpose)));
    },

    async findQuiz(accountId: string) {
      const rows = await db
        .select({
          highscore: accountQuiz.highscore,
          highscoretime: accountQuiz.highscoretime,
          totalpoints: accountQuiz.totalpoints,
        })
        .from(accountQuiz)
        .where(eq(accountQuiz.accountId, accountId))
        .limit(1);
      return rows[0];
    },

    /** Reads and writes the record under a row lock, so two devices saving at once both count. */
    async updateQuiz(
      accountId: string,
      change: (current: QuizRecord) => QuizRecord,
    ): Promise<QuizRecord> {
      return db.transaction(async (tx) => {
        await tx.insert(accountQuiz).values({ accountId }).onConflictDoNothing();
        const rows = await tx
          .select({
            highscore: accountQuiz.highscore,
            highscoretime: accountQuiz.highscoretime,
            totalpoints: accountQuiz.totalpoints,
          })
          .from(accountQuiz)
          .where(eq(accountQuiz.accountId, accountId))
          .for('update');
        const next = change(rows[0] ?? EMPTY_QUIZ_RECORD);
        await tx
          .update(accountQuiz)
          .set({
            highscore: next.highscore,
            highscoretime: next.highscoretime,
            totalpoints: next.totalpoints,
            updatedAt: new Date(),
          })
          .where(eq(accountQuiz.accountId, accountId));
        return next;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
