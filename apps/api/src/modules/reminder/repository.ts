import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SignupStatus } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { reminderMessage, reminderSignup } from '../../db/schema/index.ts';

export interface SignupRow {
  id: string;
  status: SignupStatus;
  emailAddress: string;
  unsubscribeToken: string;
  confirmationSentAt: Date | null;
}

export interface ReminderText {
  subject: string;
  body: string;
  scheduled: boolean;
  updatedAt: Date;
}

export interface SignupTally {
  unconfirmed: number;
  confirmed: number;
  unsubscribed: number;
  sent: number;
}

const row = {
  id: reminderSignup.id,
  status: reminderSignup.status,
  emailAddress: reminderSignup.emailAddress,
  unsubscribeToken: reminderSignup.unsubscribeToken,
  confirmationSentAt: reminderSignup.confirmationSentAt,
};
type Selected = Omit<SignupRow, 'status'> & { status: string };
const asRow = (r: Selected): SignupRow => ({ ...r, status: r.status as SignupStatus });

/** The reminder's sign-ups and texts (decision 080); only code here touches those tables. */
export function createReminderRepository(db: Db) {
  return {
    async findSignup(year: number, email: string): Promise<SignupRow | undefined> {
      const rows = await db
        .select(row)
        .from(reminderSignup)
        .where(and(eq(reminderSignup.campaignYear, year), eq(reminderSignup.emailAddress, email)));
      return rows[0] && asRow(rows[0]);
    },

    /** A new sign-up, or a new confirmation token for an unconfirmed/unsubscribed one. */
    async upsertUnconfirmed(input: {
      id: string;
      year: number;
      email: string;
      confirmTokenHash: string;
      unsubscribeToken: string;
      at: Date;
    }): Promise<SignupRow> {
      const rows = await db
        .insert(reminderSignup)
        .values({
          id: input.id,
          campaignYear: input.year,
          emailAddress: input.email,
          status: 'unconfirmed',
          confirmTokenHash: input.confirmTokenHash,
          unsubscribeToken: input.unsubscribeToken,
          createdAt: input.at,
          confirmationSentAt: input.at,
        })
        .onConflictDoUpdate({
          target: [reminderSignup.campaignYear, reminderSignup.emailAddress],
          set: {
            status: 'unconfirmed',
            confirmTokenHash: input.confirmTokenHash,
            confirmationSentAt: input.at,
            unsubscribedAt: null,
          },
          setWhere: sql`${reminderSignup.status} <> 'confirmed'`,
        })
        .returning(row);
      if (rows[0]) return asRow(rows[0]);
      // Already confirmed: left as it is.
      return (await this.findSignup(input.year, input.email))!;
    },

    /** Confirms the sign-up holding this token; undefined when no sign-up holds it. */
    async confirm(tokenHash: string, at: Date): Promise<'confirmed' | undefined> {
      const rows = await db
        .update(reminderSignup)
        .set({ status: 'confirmed', confirmedAt: at, confirmTokenHash: null })
        .where(eq(reminderSignup.confirmTokenHash, tokenHash))
        .returning({ id: reminderSignup.id });
      return rows.length > 0 ? 'confirmed' : undefined;
    },

    /** Unsubscribes; true when a sign-up holds this token (also when it was unsubscribed). */
    async unsubscribe(token: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(reminderSignup)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${reminderSignup.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
          confirmTokenHash: null,
        })
        .where(eq(reminderSignup.unsubscribeToken, token))
        .returning({ id: reminderSignup.id });
      return rows.length > 0;
    },

    async tally(year: number): Promise<SignupTally> {
      const rows = await db
        .select({
          unconfirmed: sql<number>`count(*) filter (where ${reminderSignup.status} = 'unconfirmed')::int`,
          confirmed: sql<number>`count(*) filter (where ${reminderSignup.status} = 'confirmed')::int`,
          unsubscribed: sql<number>`count(*) filter (where ${reminderSignup.status} = 'unsubscribed')::int`,
          sent: sql<number>`count(${reminderSignup.remindedAt})::int`,
        })
        .from(reminderSignup)
        .where(eq(reminderSignup.campaignYear, year));
      return rows[0] ?? { unconfirmed: 0, confirmed: 0, unsubscribed: 0, sent: 0 };
    },

    async findMessage(year: number): Promise<ReminderText | undefined> {
      const rows = await db
        .select({
          subject: reminderMessage.subject,
          body: reminderMessage.body,
          scheduled: reminderMessage.scheduled,
          updatedAt: reminderMessage.updatedAt,
        })
        .from(reminderMessage)
        .where(eq(reminderMessage.campaignYear, year));
      return rows[0];
    },

    async saveMessage(
      year: number,
      text: { subject: string; body: string; scheduled: boolean },
      at: Date,
    ): Promise<void> {
      await db
        .insert(reminderMessage)
        .values({ campaignYear: year, ...text, updatedAt: at })
        .onConflictDoUpdate({
          target: reminderMessage.campaignYear,
          set: { ...text, updatedAt: at },
        });
    },

    /**
     * Claims up to `limit` confirmed, not yet reminded sign-ups until `until`. `FOR UPDATE SKIP
     * LOCKED` lets senders on several instances each take other rows; the claim keeps a row from
     * being taken again while its mail is on its way.
     */
    async claimDue(year: number, at: Date, until: Date, limit: number) {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: reminderSignup.id })
          .from(reminderSignup)
          .where(
            and(
              eq(reminderSignup.campaignYear, year),
              eq(reminderSignup.status, 'confirmed'),
              isNull(reminderSignup.remindedAt),
              or(isNull(reminderSignup.claimedUntil), lt(reminderSignup.claimedUntil, at)),
            ),
          )
          .orderBy(reminderSignup.id)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const ids = due.map((d) => d.id);
        return tx
          .update(reminderSignup)
          .set({ claimedUntil: until })
          .where(sql`${reminderSignup.id} in ${ids}`)
          .returning({
            id: reminderSignup.id,
            emailAddress: reminderSignup.emailAddress,
            unsubscribeToken: reminderSignup.unsubscribeToken,
          });
      });
    },

    /** The mail went out: never again for this row. */
    async markReminded(id: string, at: Date): Promise<void> {
      await db
        .update(reminderSignup)
        .set({ remindedAt: at, claimedUntil: null })
        .where(eq(reminderSignup.id, id));
    },

    /** Not sent (the mail failed, or the sender is stopping): another round may take them. */
    async releaseAll(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(reminderSignup)
        .set({ claimedUntil: null })
        .where(and(sql`${reminderSignup.id} in ${ids}`, isNull(reminderSignup.remindedAt)));
    },

    /** Retention: the sign-ups of these campaigns are personal data too. */
    async deleteCampaigns(years: number[]): Promise<number> {
      if (years.length === 0) return 0;
      const rows = await db
        .delete(reminderSignup)
        .where(sql`${reminderSignup.campaignYear} in ${years}`)
        .returning({ id: reminderSignup.id });
      return rows.length;
    },

    async countPerCampaign(): Promise<Map<number, number>> {
      const rows = await db
        .select({ year: reminderSignup.campaignYear, n: sql<number>`count(*)::int` })
        .from(reminderSignup)
        .groupBy(reminderSignup.campaignYear);
      return new Map(rows.map((r) => [r.year, r.n]));
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
