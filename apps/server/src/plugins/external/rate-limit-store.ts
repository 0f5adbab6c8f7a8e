import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimits } from '../../modules/rate-limits/rate-limits.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin really passes to child(): the route's merged limit options, the route under routeInfo. */
type RouteLimitOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store over the shared PostgreSQL counters: every process behind the load balancer
 * counts against the same limit. Each route counts apart, as the plugin's own local store does.
 */
export function postgresRateLimitStore(limits: RateLimits) {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; routes get theirs through child(). */
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      limits.hit(`${this.scope}|${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback) {
      limits.peek(`${this.scope}|${key}`).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => callback(err),
      );
    }

    child(options: object) {
      const { method = 'ANY', url = '' } = (options as RouteLimitOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(`${[method].flat().join(',')} ${url}`);
    }
  };
}
