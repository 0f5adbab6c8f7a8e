import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Queue } from '../../modules/jobs/queue.ts';

/** Config, database and queue are created by main (or a test) and handed in; the app only uses them. */
export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; queue: Queue | null }) => {
    app.decorate('db', opts.db);
    app.decorate('queue', opts.queue);
  },
  { name: 'db', dependencies: ['config'] },
);
