import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEngine, type Engine } from '@rehearse/engine';
import { createLiveTranscription, type LiveTranscription } from '../../modules/answers/live-transcription.ts';
import { createInterviewQueues } from '../../modules/interviews/interview-jobs.ts';
import { createMediaUrls, resolveSecretKey, type MediaUrls } from '../../modules/storage/media-urls.ts';
import { createStorage } from '../../modules/storage/create-storage.ts';
import type { Storage } from '../../modules/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    engine: Engine;
    storage: Storage;
    mediaUrls: MediaUrls;
    liveTranscription: LiveTranscription;
  }
}

/**
 * The interview's providers, created once: the engine and the live transcripts (main hands in its own so the
 * job workers share them), the recording storage (DATA_DIR or S3, likewise shared), the media URL signer, and the job queues the
 * API sends to.
 */
export default fp(
  async (
    app: FastifyInstance,
    opts: { engine?: Engine; liveTranscription?: LiveTranscription; storage?: Storage },
  ) => {
    const engine = opts.engine ?? createEngine(app.config.engine);
    if (!opts.engine) app.addHook('onClose', () => engine.close());
    app.decorate('engine', engine);
    const storage = opts.storage ?? createStorage(app.config);
    app.decorate('storage', storage);
    const live = opts.liveTranscription ?? createLiveTranscription({ db: app.db, engine, log: app.log });
    if (!opts.liveTranscription) app.addHook('onClose', async () => live.close());
    app.decorate('liveTranscription', live);
    app.decorate(
      'mediaUrls',
      createMediaUrls(() => resolveSecretKey(app.config)),
    );
    if (app.queue) await createInterviewQueues(app.queue.boss);
  },
  { name: 'interview-infra', dependencies: ['config', 'db'] },
);
