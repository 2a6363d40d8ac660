import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options } from 'autocannon';
import { validCountBody } from './count-body.ts';

/**
 * The load generator, in its own thread so it does not share the server's event loop. Every
 * request carries a fresh countId, so every 2xx answer should be one new stored count.
 */
export interface LoadOptions {
  url: string;
  connections: number;
  /** A fixed number of requests, so every answer is counted (a timed run drops in-flight ones). */
  amount: number;
}

export interface LoadResult {
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

const options = workerData as LoadOptions;
const request: Options = {
  url: options.url,
  connections: options.connections,
  amount: options.amount,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify(validCountBody()) }),
    },
  ],
};
// autocannon leaves the aggregation to its main thread; this worker is one, so it aggregates.
const result = autocannon.aggregateResult([await autocannon(request)], request);
const summary: LoadResult = {
  ok: result['2xx'],
  failed: result.non2xx + result.errors + result.timeouts,
  perSecond: result['2xx'] / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
};
parentPort?.postMessage(summary);
