import * as z from 'zod/mini';
import { z as zf } from 'zod';
import { campaignYearParam } from './research-export.ts';

const hour = z.object({
  /** The hour's start, ISO 8601. */
  start: z.string(),
  counted: z.int().check(z.describe('Counts whose chosen moment lies in this hour')),
  arrived: z.int().check(z.describe('Counts that reached the server in this hour')),
});
export type DashboardHour = z.infer<typeof hour>;

const minute = z.object({ start: z.string(), counts: z.int() });
export type DashboardMinute = z.infer<typeof minute>;

const errorGroup = z.object({
  /** The app's step that failed (`submitCount`, `flushOutbox`, `buildPayload`, …). */
  functionName: z.string(),
  /** The message as reported, personal data masked. */
  message: z.string(),
  reports: z.int(),
  last: z.string(),
});
export type DashboardErrorGroup = z.infer<typeof errorGroup>;

/** The server's refusals of count submissions by kind (decision 131). */
const refusalCounts = z.object({
  /** 400/413: the count did not pass the checks. */
  invalid: z.int(),
  /** 409: the same countId came with another count. */
  conflict: z.int(),
  /** 429: too many submissions from one address (the rate limit). */
  tooMany: z.int(),
});
export type DashboardRefusalCounts = z.infer<typeof refusalCounts>;

const refusalMinute = z.extend(refusalCounts, { start: z.string() });
export type DashboardRefusalMinute = z.infer<typeof refusalMinute>;

/**
 * `GET {office}/dashboard?campaign=2026`: another stored campaign's weekend; without it the
 * weekend in view (the running or coming one, decision 132).
 */
export const dashboardQuery = zf.object({ campaign: campaignYearParam.optional() });
export type DashboardQuery = zf.output<typeof dashboardQuery>;

/** `GET {office}/dashboard`: the figures of the office's start page (any office role). */
export const dashboardResponse = z.object({
  /** The moment the figures were read, ISO 8601. */
  now: z.string(),
  campaign: z.object({
    year: z.int(),
    /** The counting weekend: phase 2 start up to phase 3 start, ISO 8601. */
    countingFrom: z.string(),
    countingUntil: z.string(),
  }),
  /** Every stored campaign's year, newest first: the weekends the office can switch to. */
  years: z.array(z.int()),
  /** Every stored count of the campaign, the excluded ones too. */
  totals: z.object({ counts: z.int(), participants: z.int(), birds: z.int() }),
  /** Hours with counts (by moment counted or by arrival), oldest first; empty hours left out. */
  hours: z.array(hour),
  /** Submissions per minute: the last 15 minutes and the current one, oldest first. */
  minutes: z.array(minute),
  /** Mean submissions per minute over the last 5 whole minutes. */
  perMinute: z.number(),
  /** Failed submissions the app reported (`/inzending/error`). */
  errors: z.object({
    lastHour: z.int(),
    lastDay: z.int(),
    total: z.int(),
    /** The last day's reports grouped by step and message, most frequent first (at most 5). */
    groups: z.array(errorGroup),
  }),
  /**
   * Count submissions the server refused, summed over every instance (each adds its tally every
   * few seconds): the last 15 minutes and the current one, oldest first, and the last hour and day.
   */
  refusals: z.object({
    minutes: z.array(refusalMinute),
    lastHour: refusalCounts,
    lastDay: refusalCounts,
  }),
  /**
   * Counts waiting in moderation; null while this server has no moderation module wired
   * (the office then leaves the figure out).
   */
  moderationWaiting: z.nullable(z.int()),
  /**
   * The previous campaign at the same offset from its counting start; null when there is no
   * previous campaign. `atSameMoment` and `total` are 0 when it kept no counts with arrival times.
   */
  lastYear: z.nullable(
    z.object({
      year: z.int(),
      /** The same moment of that campaign, ISO 8601. */
      moment: z.string(),
      atSameMoment: z.int(),
      total: z.int(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
