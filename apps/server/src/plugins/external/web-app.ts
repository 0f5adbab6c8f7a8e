import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA from WEB_DIST when it exists, precompressed (brotli/gzip) where the browser accepts it. Hashed files under /assets are cached for a year;
 * index.html never is, so a new deploy is picked up. Client-side routes fall back to index.html (errors plugin).
 */
export default fp(
  async (app: FastifyInstance) => {
    if (!fs.existsSync(app.config.webDist)) {
      app.log.warn({ webDist: app.config.webDist }, 'WEB_DIST not found: serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root: app.config.webDist,
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz beside each file; send them to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'web-app', dependencies: ['config', 'errors'] },
);
