/** Requests answered since start, all and 5xx (the `http_requests_total` metric's sums). */
export interface RequestTotals {
  requests: number;
  errors: number;
}

/**
 * Requests and 5xx answers in the last minute, from the counters since start sampled at each
 * heartbeat: the difference between now and the oldest sample still within the minute.
 */
export function createRequestWindow(windowMs = 60_000) {
  const samples: { at: number; totals: RequestTotals }[] = [];
  return {
    sample(at: number, totals: RequestTotals) {
      samples.push({ at, totals });
      while (samples.length > 2 && samples[1]!.at <= at - windowMs) samples.shift();
    },
    /** The last minute's requests and their 5xx share (0 without requests). */
    recent(): { requests: number; errorRate: number } {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last) return { requests: 0, errorRate: 0 };
      const requests = last.totals.requests - first.totals.requests;
      const errors = last.totals.errors - first.totals.errors;
      return { requests, errorRate: requests > 0 ? errors / requests : 0 };
    },
  };
}
