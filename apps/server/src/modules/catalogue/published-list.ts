import { cacheBody, type CachedBody } from '../../lib/cached-response.ts';

/**
 * The public catalogue as sent: built and compressed once, then served from memory. A title added here
 * invalidates it at once; another process's addition (several API replicas) is picked up within `maxAgeMs`,
 * during which the previous body keeps being served while one reload runs in the background. A reload whose
 * JSON is unchanged keeps the compressed forms, so compression happens only when the catalogue changes.
 */
export function createPublishedList(
  load: () => Promise<string>,
  { maxAgeMs = 10_000, compress = cacheBody } = {},
) {
  let current: { body: CachedBody; json: string; loadedAt: number } | null = null;
  let reloading: Promise<CachedBody> | null = null;
  // A reload that started before an invalidation may have read the old rows: its result is not kept.
  let generation = 0;

  function reload(): Promise<CachedBody> {
    if (reloading) return reloading;
    const started = generation;
    const previous = current;
    const promise: Promise<CachedBody> = (async () => {
      const json = await load();
      const body = json === previous?.json ? previous.body : await compress(json);
      if (started === generation) current = { body, json, loadedAt: Date.now() };
      return body;
    })().finally(() => {
      if (reloading === promise) reloading = null;
    });
    reloading = promise;
    return promise;
  }

  return {
    async get(): Promise<CachedBody> {
      if (!current) return reload();
      if (Date.now() - current.loadedAt > maxAgeMs) reload().catch(() => undefined);
      return current.body;
    },
    invalidate() {
      generation += 1;
      current = null;
      reloading = null;
    },
  };
}
