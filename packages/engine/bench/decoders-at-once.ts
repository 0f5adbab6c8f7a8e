import { spawn } from 'node:child_process';
import { decoderConfig } from '../src/adapters/sphinx-decoder.ts';
import { sphinxLibrary } from '../src/adapters/sphinx-library.ts';

const MODEL = '/usr/share/pocketsphinx/model/en-us';
const AT_ONCE = 4;
const ROUNDS = 40;

/**
 * Decoders made at once while the event loop spawns child processes, as the server does when two answers start
 * together (docs/decisions/146): AT_ONCE decoders with the decoder pool's own configuration, ROUNDS times, with a
 * child process spawned in a loop all along. Given -logfn, every ps_init reopened sphinxbase's one log file and
 * closed the old one unlocked; this aborted with a corrupt heap after 9 and 34 rounds, or hung the process in its
 * next spawn. `npm run bench:engine -- decoders-at-once` (about 30 s).
 */
export async function printDecodersAtOnce(): Promise<void> {
  const { library: lib, error } = sphinxLibrary();
  if (!lib) throw error!;
  let spawning = true;
  const spawned = (async () => {
    let count = 0;
    while (spawning) {
      await new Promise<void>((done) => spawn('true').on('close', () => done()));
      count++;
    }
    return count;
  })();
  const started = Date.now();
  for (let round = 0; round < ROUNDS; round++) {
    const decoders = await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        const ps = await lib.psInit(decoderConfig(lib, MODEL));
        if (!ps) throw new Error('pocketsphinx could not load the model');
        return ps;
      }),
    );
    for (const ps of decoders) lib.psFree(ps);
  }
  spawning = false;
  console.log(
    `Decoders made ${AT_ONCE} at once, ${ROUNDS} rounds, while spawning ${await spawned} child processes: ` +
      `all made in ${((Date.now() - started) / 1000).toFixed(1)} s, the process alive and its log off ` +
      `(${lib.logFile() === null ? 'meets goal' : 'MISSES goal'})`,
  );
}
