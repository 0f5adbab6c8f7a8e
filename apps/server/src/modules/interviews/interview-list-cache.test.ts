import { describe, expect, it } from 'vitest';
import type { InterviewSession } from '@rehearse/contracts';
import { createInterviewListCache } from './interview-list-cache.ts';

const session = (job_title: string): InterviewSession => ({
  session_id: `id-${job_title}`,
  job_title,
  job_description: 'About the role.',
  status: 'In Progress',
  round_type: 'Technical',
  difficulty_level: 'Professional',
  overall_score: null,
  created_at: '2026-11-25T10:00:00.000Z',
  score_change: null,
  retake: false,
});

/** A database stand-in: each user's current list, and a count of reads. */
function fakeLists() {
  const lists = new Map<string, string>();
  const reads: string[] = [];
  let hold: Promise<void> | null = null;
  return {
    lists,
    reads,
    holdReads() {
      let open!: () => void;
      hold = new Promise((r) => (open = r));
      return () => {
        hold = null;
        open();
      };
    },
    load: async (userId: string) => {
      reads.push(userId);
      const title = lists.get(userId) ?? 'none';
      if (hold) await hold;
      return [session(title)];
    },
  };
}
const heard = async () => true;
const titleOf = (body: { identity: Buffer }) =>
  (JSON.parse(body.identity.toString()) as { data: InterviewSession[] }).data[0]!.job_title;

describe('interview list cache', () => {
  it('reads the database for every request until changes are heard', async () => {
    const db = fakeLists();
    const cache = createInterviewListCache({ load: db.load });
    await cache.forUser('ada');
    await cache.forUser('ada');
    expect(db.reads).toEqual(['ada', 'ada']);
    cache.trust(heard);
    await cache.forUser('ada');
    await cache.forUser('ada');
    expect(db.reads).toHaveLength(3);
  });

  it('answers from memory until that person changes, and never with a load that overlapped the change', async () => {
    const db = fakeLists();
    const cache = createInterviewListCache({ load: db.load });
    cache.trust(heard);
    db.lists.set('ada', 'Old');
    const release = db.holdReads();
    const overlapping = cache.forUser('ada');
    await new Promise((r) => setTimeout(r, 0));
    expect(db.reads).toEqual(['ada']);
    db.lists.set('ada', 'New');
    cache.changed('ada');
    release();
    // Answered (it started before the change), but not kept.
    expect(titleOf(await overlapping)).toBe('Old');
    expect(titleOf(await cache.forUser('ada'))).toBe('New');
    expect(titleOf(await cache.forUser('ada'))).toBe('New');
    expect(db.reads).toEqual(['ada', 'ada']);
  });

  it('shares one read among requests that arrive while it runs', async () => {
    const db = fakeLists();
    const cache = createInterviewListCache({ load: db.load });
    cache.trust(heard);
    const release = db.holdReads();
    const answers = [cache.forUser('ada'), cache.forUser('ada'), cache.forUser('bob')];
    await new Promise((r) => setTimeout(r, 0));
    release();
    await Promise.all(answers);
    expect(db.reads).toEqual(['ada', 'bob']);
  });

  it('forgets entries after the TTL and the least recently used beyond the bound', async () => {
    let now = 0;
    const db = fakeLists();
    const cache = createInterviewListCache({ load: db.load, ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.trust(heard);
    await cache.forUser('ada');
    await cache.forUser('bob');
    await cache.forUser('ada'); // ada is now the most recently used
    await cache.forUser('cy'); // evicts bob
    expect(cache.size).toBe(2);
    await cache.forUser('ada');
    await cache.forUser('bob');
    expect(db.reads).toEqual(['ada', 'bob', 'cy', 'bob']);
    now = 1001;
    await cache.forUser('bob');
    expect(db.reads.at(-1)).toBe('bob');
    expect(db.reads).toHaveLength(5);
  });

  it('forgets everything and reads again when changes may have been missed', async () => {
    const db = fakeLists();
    const cache = createInterviewListCache({ load: db.load });
    cache.trust(async () => false);
    await cache.forUser('ada');
    await cache.forUser('ada');
    expect(db.reads).toHaveLength(2);
    cache.trust(heard);
    await cache.forUser('ada');
    cache.distrust();
    expect(cache.size).toBe(0);
    await cache.forUser('ada');
    expect(db.reads).toHaveLength(4);
  });
});
