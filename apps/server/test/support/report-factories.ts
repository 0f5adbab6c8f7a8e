import type { DifficultyLevel, RoundType, StartInterviewFields } from '@rehearse/contracts';
import type { Engine, Transcript } from '@rehearse/engine';
import { sql } from 'kysely';
import { buildReportWhenReady } from '../../src/modules/interviews/report-builder.ts';
import type { TestUser } from './factories.ts';
import { createInterview } from './interview-factories.ts';
import type { InterviewTestServer } from './interview-server.ts';

/** A typed answer as a transcriber with word times would give it: one word every 0.4 s. */
export function timedTranscript(text: string): Transcript {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, i) => ({ word, start: 0.5 + i * 0.4, end: 0.8 + i * 0.4 }));
  return { text, words, duration_ms: Math.round(((words.at(-1)?.end ?? 0) + 0.5) * 1000) };
}

/**
 * Answers every question of an interview with typed answers evaluated by the real engine (no recordings), then
 * builds its report with the server's report builder, as after a real interview. `createdAt` places it in time.
 */
export async function reportTypedAnswers(
  server: Pick<InterviewTestServer, 'db'>,
  engine: Engine,
  sessionId: string,
  answers: string[],
  { createdAt }: { createdAt?: Date } = {},
) {
  const session = await server.db
    .selectFrom('interview_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const questions = await server.db
    .selectFrom('interview_questions')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
  for (const [i, question] of questions.entries()) {
    const transcript = timedTranscript(answers[i]!);
    const eyeContact = { percent: 50 + 10 * i, samples: 20 };
    const evaluation = await engine.evaluateAnswer(
      {
        id: question.id,
        text: question.text,
        competency: question.competency,
        rubric: question.rubric,
        job_title: session.job_title,
        round_type: session.round_type as RoundType,
        difficulty_level: session.difficulty_level as DifficultyLevel,
      },
      transcript,
      { eye_contact: eyeContact },
    );
    await server.db
      .insertInto('answers')
      .values({
        question_id: question.id,
        upload_id: null,
        video_path: null,
        duration_ms: transcript.duration_ms,
        eye_contact: JSON.stringify(eyeContact),
        transcript: JSON.stringify(transcript),
        evaluation: JSON.stringify(evaluation),
        status: 'processed',
        error: null,
        processed_at: new Date(),
      })
      .execute();
  }
  await server.db
    .updateTable('interview_sessions')
    .set({ status: 'Generating Report', current_index: questions.length, ended_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
  // created_at is never updated by the app; a test places the interview in time.
  if (createdAt)
    await sql`UPDATE interview_sessions SET created_at = ${createdAt} WHERE id = ${sessionId}`.execute(
      server.db,
    );
  if (!(await buildReportWhenReady(server.db, engine, sessionId))) throw new Error('no report was built');
  return { sessionId, questionIds: questions.map((q) => q.id) };
}

/** An interview planned by the real service (counting against nobody's quota) and reported from typed answers. */
export async function reportedInterview(
  server: Pick<InterviewTestServer, 'app' | 'db'>,
  engine: Engine,
  user: Pick<TestUser, 'id' | 'role'>,
  answers: string[],
  { createdAt, ...fields }: Partial<StartInterviewFields> & { createdAt?: Date } = {},
) {
  const { interview_id: sessionId } = await createInterview(server, user, {
    questions: answers.length,
    ...fields,
  });
  return reportTypedAnswers(server, engine, sessionId, answers, { createdAt });
}
