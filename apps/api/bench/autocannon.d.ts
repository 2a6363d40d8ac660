// The few parts of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    p99_9: number;
    max: number;
  }
  export interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestOptions) => RequestOptions;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    requests?: RequestOptions[];
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  const autocannon: {
    /** In a worker thread the answer is not aggregated: pass it to `aggregateResult`. */
    (options: Options): Promise<unknown>;
    aggregateResult: (results: unknown[], options: Options) => Result;
  };
  export default autocannon;
}
