import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine } from '@rehearse/engine';
import type { Storage } from '../storage/storage.ts';
import { questionAudioKey } from './question-audio.ts';

type Log = { warn: (obj: object, msg: string) => void };

/** Drafts of an answer nobody saved (a closed tab) are deleted after this long. */
const DRAFT_TTL_MS = 15 * 60_000;

type Drafts = { dir: Promise<string>; spoken: Map<string, Promise<string | null>>; expires: NodeJS.Timeout };

/**
 * The spoken follow-up, made before it is asked (docs/decisions/101). While an answer is transcribed, the follow-up
 * it would get is spoken into a draft beside that answer, so that when End Answer confirms it, publishing its audio
 * is a file copy instead of a second of speech synthesis. Drafts live in a temporary directory until the answer is
 * saved: only the follow-up really asked reaches storage, under the usual question audio key that retention deletes.
 */
export function createFollowUpSpeech({
  engine,
  storage,
  log,
}: {
  engine: Engine;
  storage: Storage;
  log: Log;
}) {
  const answers = new Map<string, Drafts>();

  function draftsOf(answerKey: string): Drafts {
    let drafts = answers.get(answerKey);
    if (!drafts) {
      const dir = mkdtemp(path.join(tmpdir(), 'rehearse-follow-up-'));
      drafts = {
        dir,
        spoken: new Map(),
        expires: setTimeout(() => void discard(answerKey), DRAFT_TTL_MS).unref(),
      };
      answers.set(answerKey, drafts);
    }
    return drafts;
  }

  /** The draft audio of `text` for this answer, spoken once however often it is asked for; null if speech failed. */
  function draft(answerKey: string, text: string): Promise<string | null> {
    const drafts = draftsOf(answerKey);
    let spoken = drafts.spoken.get(text);
    if (!spoken) {
      spoken = (async () => {
        const file = path.join(await drafts.dir, `${createHash('sha256').update(text).digest('hex')}.mp3`);
        await engine.speak(text, file, 'mp3');
        return file;
      })().catch((err: unknown) => {
        log.warn({ err }, 'follow-up audio could not be spoken ahead');
        return null;
      });
      drafts.spoken.set(text, spoken);
    }
    return spoken;
  }

  async function discard(answerKey: string) {
    const drafts = answers.get(answerKey);
    if (!drafts) return;
    answers.delete(answerKey);
    clearTimeout(drafts.expires);
    await Promise.allSettled(drafts.spoken.values());
    await rm(await drafts.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  return {
    /** Speaks `text` ahead for this answer (nothing waits for it). */
    prepare(answerKey: string, text: string) {
      void draft(answerKey, text);
    },

    /**
     * Publishes the audio of the follow-up asked after this answer under its question's key (the draft's copy when
     * there is one, else it is spoken now), then drops the answer's drafts. Resolves with the key, or null.
     */
    async publish(answerKey: string, sessionId: string, questionId: string, text: string) {
      try {
        const file = await draft(answerKey, text);
        if (!file) return null;
        const key = questionAudioKey(sessionId, questionId);
        await storage.put(key, (tmp) => copyFile(file, tmp));
        return key;
      } catch (err) {
        log.warn({ err }, 'follow-up audio could not be published');
        return null;
      } finally {
        await discard(answerKey);
      }
    },

    /** The answer was saved without a follow-up: its drafts are not needed. */
    discard: (answerKey: string) => discard(answerKey),

    close: async () => {
      await Promise.all([...answers.keys()].map((key) => discard(key)));
    },
  };
}

export type FollowUpSpeech = ReturnType<typeof createFollowUpSpeech>;
