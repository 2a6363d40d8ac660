import { CSV_FLAVOURS, REMINDER_SUBJECT_MAX, REMINDER_TEXT_MAX } from '@tvt/domain';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { count } from '../common.ts';

/** The reminder sign-up, the newsletter export and the retention (issue 12, decisions 080–082). */
const signupTally = zm.object({
  unconfirmed: count(),
  confirmed: count(),
  unsubscribed: count(),
  sent: count(),
});
export type SignupTally = zm.infer<typeof signupTally>;

const reminder = zm.object({
  subject: zm.string(),
  text: zm.string(),
  scheduled: zm.boolean(),
  updatedAt: zm.string(),
});

/** `GET` and `PUT /api/office/v1/reminder`: the current campaign's reminder and its sign-ups. */
export const reminderOverviewResponse = zm.object({
  data: zm.object({
    campaignYear: zm.int(),
    /** ISO instant: the reminder goes out from here. */
    phase2Start: zm.string(),
    reminder: zm.nullable(reminder),
    signups: signupTally,
    /**
     * The campaign's own sign-up link when one replaces the app's reminder sign-up ('Doe alvast
     * mee' then sends people there, and no sign-ups for this reminder come in); else null.
     */
    externalSignUp: zm.nullable(zm.string()),
  }),
});
export type ReminderOverview = zm.infer<typeof reminderOverviewResponse>['data'];

const retentionCampaign = zm.object({
  year: zm.int(),
  campaignEnd: zm.nullable(zm.string()),
  deleteAt: zm.nullable(zm.string()),
  countsWithPersonalData: count(),
  reminderSignups: count(),
});

/** `GET /api/office/v1/retention`: when each campaign's personal data is deleted. */
export const retentionResponse = zm.object({
  data: zm.object({ months: zm.int(), campaigns: zm.array(retentionCampaign) }),
});
export type RetentionOverview = zm.infer<typeof retentionResponse>['data'];

/** `POST /api/office/v1/reminder/test`: the mail went to the caller's own address. */
export const reminderTestResponse = zm.object({ data: zm.object({ sentTo: zm.string() }) });

/** `PUT /api/office/v1/reminder`; the service trims and checks the lengths again. */
export const reminderBody = z.object(
  {
    subject: z.string({ error: "Het veld 'subject' moet tekst zijn." }).max(REMINDER_SUBJECT_MAX, {
      error: `Het onderwerp mag maximaal ${REMINDER_SUBJECT_MAX} tekens bevatten.`,
    }),
    text: z.string({ error: "Het veld 'text' moet tekst zijn." }).max(REMINDER_TEXT_MAX, {
      error: `De tekst mag maximaal ${REMINDER_TEXT_MAX} tekens bevatten.`,
    }),
    scheduled: z.boolean({ error: "Het veld 'scheduled' moet waar of onwaar zijn." }),
  },
  { error: "Stuur een JSON-object met 'subject', 'text' en 'scheduled'." },
);

/** `GET /api/office/v1/newsletter.csv`: one campaign, or every campaign still holding data. */
export const newsletterQuery = z.object({
  campaign: z.coerce
    .number({ error: "Het veld 'campaign' moet een jaartal zijn." })
    .int({ error: "Het veld 'campaign' moet een jaartal zijn." })
    .min(2000, { error: "Het veld 'campaign' moet een jaartal zijn." })
    .max(2100, { error: "Het veld 'campaign' moet een jaartal zijn." })
    .optional(),
  flavour: z
    .enum(CSV_FLAVOURS, { error: "Het veld 'flavour' moet spreadsheet of program zijn." })
    .default('program'),
});
