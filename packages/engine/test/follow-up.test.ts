import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../src/engine.ts';
import { chatAnswer, startFakeOpenAi } from './fake-openai.ts';

const question = {
  text: 'What is SQL injection, and how do you prevent it in the code you write?',
  round_type: 'Technical' as const,
};
const answer = 'It is a kind of attack. I would be careful with the code.';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the follow-up with an OpenAI-compatible LLM', () => {
  it("asks the LLM's follow-up, with the rubric and the answer fenced as data", async () => {
    const fake = await startFakeOpenAi({
      '/chat/completions': () => ({
        body: chatAnswer(
          JSON.stringify({
            follow_up: 'How would a prepared statement stop that attack?',
            reason: 'missed_key_point',
            point: 'use parameterised queries or prepared statements',
          }),
        ),
      }),
    });
    const engine = createEngine({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'judge-1' });
    close = async () => (await engine.close(), await fake.close());
    expect(await engine.followUp(question, answer)).toEqual({
      text: 'How would a prepared statement stop that attack?',
      reason: 'missed_key_point',
      point: 'use parameterised queries or prepared statements',
    });
    const sent = JSON.parse(fake.requests[0]!.body.toString());
    expect(sent.response_format.json_schema.name).toBe('follow_up');
    expect(sent.messages[1].content).toContain(`<answer>\n${answer}\n</answer>`);
    expect(sent.messages[1].content).toContain('parameterised queries');
  });

  it('falls back to the embedded rules when the LLM answers out of shape', async () => {
    const fake = await startFakeOpenAi({
      '/chat/completions': () => ({ body: chatAnswer('{"ask": true}') }),
    });
    const engine = createEngine({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'judge-1' });
    const embedded = createEngine({});
    close = async () => (await engine.close(), await embedded.close(), await fake.close());
    const followUp = await engine.followUp(question, answer);
    expect(fake.requests).toHaveLength(2);
    expect(followUp).not.toBeNull();
    expect(followUp).toEqual(await embedded.followUp(question, answer));
  }, 60_000);
});

describe('the embedded follow-up', () => {
  it('asks nothing after a complete answer in everyday technical words ("usually a tree", "the get method")', async () => {
    const engine = createEngine({});
    close = () => engine.close();
    const index = {
      text: 'Explain what a database index is, and when adding one might not help or could even hurt.',
      job_title: 'Backend Developer',
      round_type: 'Technical' as const,
      difficulty_level: 'Entry-Level' as const,
    };
    const complete =
      'An index is a separate structure, usually a tree, that lets the database look up rows fast. It speeds up the reads that filter or sort on the indexed column. But it slows down writes and uses more storage, because every insert updates it. On a column with low selectivity, or on a small table, the index may not help at all.';
    expect(await engine.followUp(index, complete)).toBeNull();
    const methods = {
      ...index,
      text: 'What is the difference between the HTTP methods GET, POST, PUT, PATCH and DELETE, and which of them are idempotent?',
    };
    const everyPoint =
      'The get method reads a resource without side effects. The post method creates a new resource and it is not idempotent, so a retry can create two orders. The put method replaces the whole resource and it is idempotent. The patch method changes part of a resource and it is not always idempotent. The delete method removes the resource and it is idempotent.';
    expect(await engine.followUp(methods, everyPoint)).toBeNull();
    expect(
      await engine.followUp(index, 'It depends. There are many ways, and it is important to do it well.'),
    ).toMatchObject({ reason: 'general' });
  }, 60_000);
});
