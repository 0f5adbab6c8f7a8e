import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** 200 once the app is ready and the database answers; 503 otherwise (load balancers and `npm start` poll it). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(app.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
