// Interviews with reports for one user, as if taken earlier: the engine plans the questions and judges typed
// answers (with word times, as a transcriber gives them) in this process, the rows go into the server's embedded
// PostgreSQL as its answer jobs would leave them, and the server's own POST /t1/users/interview_report builds
// each report. Taking the interviews themselves through the room is what tests/interview.test.ts covers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { DifficultyLevel, RoundType } from '@rehearse/contracts';
import { createEngine, type Engine, type PlannedQuestion, type Transcript } from '@rehearse/engine';

export type SeededInterview = { sessionId: string; questions: PlannedQuestion[] };

const INTERVIEW = {
  job_title: 'Backend Developer',
  round_type: 'Technical' as RoundType,
  difficulty_level: 'Entry-Level' as DifficultyLevel,
};

/** The server's database: postmaster.pid's fourth line is the port, pg-password the password. */
export async function serverDatabase(dataDir: string): Promise<pg.Client> {
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'rehearse' });
  await client.connect();
  return client;
}

/** A typed answer with one word every 0.45 s, and a 3 s pause in the middle when `pause` is set. */
function timedTranscript(text: string, pause = false): Transcript {
  let at = 0.6;
  const split = text.split(/\s+/).filter(Boolean);
  const words = split.map((word, i) => {
    if (pause && i === Math.floor(split.length / 2)) at += 3;
    const timed = { word, start: at, end: at + 0.35 };
    at += 0.45;
    return timed;
  });
  return { text, words, duration_ms: Math.round((at + 0.5) * 1000) };
}

export class ReportSeeder {
  private readonly engine: Engine = createEngine({});

  constructor(
    private readonly db: pg.Client,
    private readonly baseUrl: string,
  ) {}

  /**
   * A five-question Backend Developer / Technical / Entry-Level interview of `email`, created `daysAgo` days ago,
   * answered with `answerFor(question)`, with its report built by the server.
   */
  async reportedInterview(
    email: string,
    token: string,
    daysAgo: number,
    answerFor: (question: string, position: number) => string,
  ): Promise<SeededInterview> {
    const user = await this.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = user.rows[0]!.id;
    const questions = await this.engine.planInterview({ ...INTERVIEW, job_description: '', count: 5 });
    const createdAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
    const session = await this.db.query<{ id: string }>(
      `INSERT INTO interview_sessions (user_id, job_title, job_description, round_type, difficulty_level, status,
         question_count, time_limit_minutes, current_index, created_at, ended_at, last_activity_at)
       VALUES ($1, $2, '', $3, $4, 'Completed', $5, 10, $5, $6, $6, $6) RETURNING id`,
      [
        userId,
        INTERVIEW.job_title,
        INTERVIEW.round_type,
        INTERVIEW.difficulty_level,
        questions.length,
        createdAt,
      ],
    );
    const sessionId = session.rows[0]!.id;
    for (const [position, question] of questions.entries()) {
      const row = await this.db.query<{ id: string }>(
        `INSERT INTO interview_questions (session_id, position, text, competency, rubric, source)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          sessionId,
          position,
          question.text,
          question.competency,
          JSON.stringify(question.rubric),
          question.source,
        ],
      );
      const transcript = timedTranscript(answerFor(question.text, position), position === 1);
      const eyeContact = { percent: 55 + 5 * position, samples: 30 };
      const evaluation = await this.engine.evaluateAnswer(
        { id: row.rows[0]!.id, text: question.text, rubric: question.rubric, ...INTERVIEW },
        transcript,
        { eye_contact: eyeContact },
      );
      await this.db.query(
        `INSERT INTO answers (question_id, duration_ms, eye_contact, transcript, evaluation, status, processed_at)
         VALUES ($1, $2, $3, $4, $5, 'processed', now())`,
        [
          row.rows[0]!.id,
          transcript.duration_ms,
          JSON.stringify(eyeContact),
          JSON.stringify(transcript),
          JSON.stringify(evaluation),
        ],
      );
    }
    const built = await fetch(`${this.baseUrl}/t1/users/interview_report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId }),
    });
    if (built.status !== 200) throw new Error(`report not built: ${built.status} ${await built.text()}`);
    return { sessionId, questions };
  }

  close() {
    return this.engine.close();
  }
}
