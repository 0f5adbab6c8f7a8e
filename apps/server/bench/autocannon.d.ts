/** The part of autocannon's API the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    overallRate?: number;
  };
  type Histogram = { p50: number; p90: number; p99: number; max: number; average: number };
  type Result = {
    requests: { total: number; average: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  /** The running benchmark: a promise of its result that also reports every response. */
  type Instance = Promise<Result> & {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };
  export default function autocannon(options: Options): Instance;
}
