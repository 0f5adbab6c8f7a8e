import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { DIFFICULTY_LEVELS, ROUND_TYPES } from '@rehearse/contracts';
import { z } from 'zod';
import { transcriptionHints } from '../adapters/asr-vocabulary/domain-hints.ts';
import { createEngine } from '../engine.ts';

const USAGE = `Usage:
  rehearse-engine plan <request.json>
  rehearse-engine transcribe <audio file> [--question TEXT] [--job-title TEXT] [--job-description TEXT]
  rehearse-engine score <request.json>
  rehearse-engine speak --text "..." --out <file.mp3|file.opus>`;

const scoreRequest = z.object({
  question: z.object({
    id: z.string().optional(),
    text: z.string().min(1, 'question.text is required'),
    job_title: z.string().optional(),
    round_type: z.enum(ROUND_TYPES).optional(),
    difficulty_level: z.enum(DIFFICULTY_LEVELS).optional(),
  }),
  answer: z.object({ text: z.string(), duration_ms: z.number().min(0).default(0) }),
  signals: z
    .object({
      eye_contact: z.object({ percent: z.number(), samples: z.number() }).optional(),
      audio_path: z.string().optional(),
    })
    .optional(),
});

class UsageError extends Error {}

/** parseArgs with an unknown option or a missing value reported as a usage error, not a crash. */
function parseOptions<T extends Record<string, { type: 'string' }>>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function readJson(path: string | undefined): Promise<unknown> {
  if (!path) throw new UsageError('A request file is required');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(`Cannot read ${path}`);
  });
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${path} is not valid JSON`);
  }
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`).join('; ');
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const engine = createEngine(process.env);
  try {
    switch (command) {
      case 'plan': {
        const questions = await engine.planInterview((await readJson(rest[0])) as never);
        console.log(JSON.stringify(questions, null, 2));
        return 0;
      }
      case 'transcribe': {
        const { values, positionals } = parseOptions(rest, {
          question: { type: 'string' },
          'job-title': { type: 'string' },
          'job-description': { type: 'string' },
        });
        if (positionals.length !== 1) throw new UsageError('One audio file is required');
        const question = values.question?.trim();
        const jobTitle = values['job-title']?.trim();
        // The server's hints for an answer (question, rubric, job description, the role's bank); none: general.
        const hints =
          question || jobTitle
            ? transcriptionHints({
                text: question ?? '',
                job_title: jobTitle,
                job_description: values['job-description']?.trim(),
              })
            : undefined;
        console.log(JSON.stringify(await engine.transcribe(positionals[0]!, { hints })));
        return 0;
      }
      case 'score': {
        const body = await readJson(rest[0]);
        // One request or a list of them; the schema is chosen by the shape, so an error names the field at fault.
        const parsed = (Array.isArray(body) ? z.array(scoreRequest) : scoreRequest).safeParse(body);
        if (!parsed.success) throw new UsageError(`Invalid score request: ${formatIssues(parsed.error)}`);
        const requests = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
        const results = [];
        for (const r of requests) results.push(await engine.evaluateAnswer(r.question, r.answer, r.signals));
        console.log(JSON.stringify(Array.isArray(parsed.data) ? results : results[0], null, 2));
        return 0;
      }
      case 'speak': {
        const { values } = parseOptions(rest, {
          text: { type: 'string' },
          out: { type: 'string' },
          format: { type: 'string' },
        });
        if (!values.text?.trim()) throw new UsageError('--text is required');
        if (!values.out) throw new UsageError('--out is required');
        const format = (values.format ??
          (extname(values.out) === '.opus' || extname(values.out) === '.ogg' ? 'opus' : 'mp3')) as
          'mp3' | 'opus';
        if (format !== 'mp3' && format !== 'opus') throw new UsageError('--format must be mp3 or opus');
        await engine.speak(values.text, values.out, format);
        return 0;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}"` : 'A command is required');
    }
  } catch (error) {
    if (error instanceof UsageError) console.error(`${error.message}\n${USAGE}`);
    else if (error instanceof z.ZodError) console.error(`Invalid request: ${formatIssues(error)}`);
    else console.error((error as Error).message);
    return error instanceof UsageError || error instanceof z.ZodError ? 2 : 1;
  } finally {
    await engine.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
