import autocannon from 'autocannon';

export interface Figures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * The figures of a run: `latencies` are the correct answers' (only they count in req/s and the
 * percentiles); `errors` the rest (an error status, a wrong answer, a timeout).
 */
export function figures(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** HTTP load with autocannon; every response's latency is kept so p95 is exact. */
export async function httpLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  /** Requests a second from each connection (a client's pace); none: as fast as answered. */
  connectionRate?: number;
  /**
   * The answer every request must get, byte for byte (read before the load): an answer that
   * differs is counted as an error, not as served, so req/s counts only correct answers.
   */
  expectedBody?: string;
}): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let wrong = 0;
  const request = {
    method: options.method,
    headers: options.headers,
    body: options.body,
    ...(options.expectedBody !== undefined && {
      onResponse: (status: number, body: string) => {
        if (status === 200 && body !== options.expectedBody) wrong += 1;
      },
    }),
  };
  const instance = autocannon({
    ...(options.connectionRate && { connectionRate: options.connectionRate }),
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method,
    headers: options.headers,
    body: options.body,
    requests: [request],
  });
  instance.on(
    'response',
    (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode !== 200) errors += 1;
      else latencies.push(responseTime);
    },
  );
  const result = await instance;
  const f = figures(latencies, result.duration, errors + wrong + result.errors + result.timeouts);
  // A wrong answer came with a 200: it is not served (its time stays in the percentiles).
  f.requests -= wrong;
  f.rps = f.requests / result.duration;
  return f;
}

/** The same work without HTTP: `connections` loops calling `run` back to back for `seconds`. */
export async function directLoad(
  run: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          await run();
          latencies.push(performance.now() - t0);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, errors);
}

export function printRow(label: string, f: Figures) {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${ms(f.p50)} ms  p95 ${ms(f.p95)} ms  p99 ${ms(f.p99)} ms  errors ${f.errors}`,
  );
}
