import * as z from 'zod/mini';

const period = z.object({
  /** The hour's or minute's start, ISO 8601. */
  start: z.string(),
  counts: z.int(),
  participants: z.int(),
  birds: z.int(),
});
export type DashboardPeriod = z.infer<typeof period>;

/** `GET {office}/dashboard`: the figures of the office's start page (any office role). */
export const dashboardResponse = z.object({
  campaign: z.object({
    year: z.int(),
    /** The counting weekend: phase 2 start up to phase 3 start, ISO 8601. */
    countingFrom: z.string(),
    countingUntil: z.string(),
  }),
  /** Every hour of the counting weekend so far (none before it starts). */
  hours: z.array(period),
  /** The last 15 minutes and the current one, oldest first. */
  minutes: z.array(period),
  /** Failed submissions the app reported (`/inzending/error`). */
  errorReports: z.object({ total: z.int(), lastDay: z.int() }),
  /**
   * Counts waiting in moderation; null while this server has no moderation module wired
   * (the office then leaves the figure out).
   */
  moderationWaiting: z.nullable(z.int()),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
