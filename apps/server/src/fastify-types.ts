import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Queue } from './modules/jobs/queue.ts';
import type { Services } from './plugins/app/services.ts';
import type { AuthUser } from './modules/accounts/account-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    queue: Queue | null;
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in account, set by the auth guards; null when nobody is signed in. */
    user: AuthUser | null;
    /** The bearer token of this request (for logout). */
    authTokenHash: string | null;
  }
}
