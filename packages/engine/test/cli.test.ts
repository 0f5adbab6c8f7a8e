import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTool } from '../src/adapters/run.ts';
import type { Transcript } from '../src/types.ts';
import { wordErrorRate } from '../bench/word-error-rate.ts';

const CLI = fileURLToPath(new URL('../bin/rehearse-engine.mjs', import.meta.url));
// Said the way a DevOps candidate answers a bank question; without the role's words the decoder hears "air budget".
const QUESTION = 'How do you design alerting so on-call engineers get paged for real problems and not noise?';
const SAID =
  'We page only on symptoms that customers feel, like error rate and latency on the checkout API. ' +
  'We tie those alerts to an SLO with an error budget.';

function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [CLI, ...args], { timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

const dir = await mkdtemp(join(tmpdir(), 'engine-cli-'));
const wav = join(dir, 'answer.wav');
beforeAll(async () => {
  await runTool('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', wav], { input: SAID });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('rehearse-engine transcribe', () => {
  it('hears the answer with the domain hints of its question and job title, as the server does', async () => {
    const withQuestion = await cli(
      'transcribe',
      wav,
      '--question',
      QUESTION,
      '--job-title',
      'DevOps Engineer',
    );
    expect(withQuestion.stderr).not.toMatch(/error/i);
    expect(withQuestion.code).toBe(0);
    const heard = JSON.parse(withQuestion.stdout) as Transcript;
    expect(heard.text).toContain('error budget');
    const general = JSON.parse((await cli('transcribe', wav)).stdout) as Transcript;
    expect(wordErrorRate(SAID, heard.text)).toBeLessThan(wordErrorRate(SAID, general.text));
  });

  it('prints readable text (sentence case, full stops) and keeps the raw words with their times', async () => {
    const { stdout } = await cli('transcribe', wav, '--question', QUESTION, '--job-title', 'DevOps Engineer');
    const transcript = JSON.parse(stdout) as Transcript;
    expect(transcript.text).toMatch(/^We page only on .* error budget\.$/);
    const raw = transcript.words!.map((w) => w.word);
    expect(raw[0]).toBe('we');
    expect(raw.every((w) => w === w.toLowerCase())).toBe(true);
    expect(transcript.words!.every((w) => w.end > w.start)).toBe(true);
    // The same words, only the capitals and full stops added.
    expect(transcript.text.toLowerCase().replace(/\./g, '').split(' ')).toEqual(raw);
  });

  it('answers a missing file or an unknown option with the usage and exit code 2', async () => {
    const missing = await cli('transcribe', '--question', QUESTION);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('One audio file is required');
    expect(missing.stderr).toContain(
      'rehearse-engine transcribe <audio file> [--question TEXT] [--job-title TEXT]',
    );
    const unknown = await cli('transcribe', wav, '--role', 'DevOps Engineer');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--role'/);
  });
});

describe('rehearse-engine score', () => {
  it('names the field at fault in a request, alone or in a list, with exit code 2', async () => {
    const request = join(dir, 'request.json');

    await writeFile(request, JSON.stringify({ question: { text: QUESTION }, transcript: { text: SAID } }));
    const alone = await cli('score', request);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/^Invalid score request: answer: /);
    await writeFile(request, JSON.stringify([{ question: {}, answer: { text: SAID } }]));
    const listed = await cli('score', request);
    expect(listed.code).toBe(2);
    expect(listed.stderr).toMatch(/^Invalid score request: 0\.question\.text: /);
  });
});
