import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import multipart from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@rehearse/contracts';

/**
 * Response compression (JSON answers such as the job-title catalogue; media and the prebuilt .br/.gz of the web
 * app pass through untouched), WebSocket (the interview room) and multipart (the interview form with its resume).
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await app.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024 },
    });
  },
  { name: 'transports' },
);
