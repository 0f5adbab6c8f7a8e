import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Load balancers give up on a check after a few seconds: the answer must come well before, true or not. */
const DATABASE_CHECK_MS = 1_500;

/** 200 once the app is ready and the database answers; 503 otherwise (load balancers and `npm start` poll it). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => (timer = setTimeout(resolve, DATABASE_CHECK_MS, false)));
    const answered = sql`SELECT 1`.execute(app.db).then(
      () => true,
      () => false,
    );
    const up = await Promise.race([answered, deadline]);
    clearTimeout(timer);
    if (up) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable' });
  });
}
