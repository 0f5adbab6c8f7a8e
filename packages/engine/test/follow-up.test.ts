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
    close = async () => (await engine.close(), await fake.close());
    const followUp = await engine.followUp(question, answer);
    expect(fake.requests).toHaveLength(2);
    expect(followUp?.reason).toBe('general');
  }, 60_000);
});
