import type { QuestionAttempt } from '@rehearse/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Every attempt at each question of an interview, in time order: the interview the question was first asked in
 * and its retakes, those with a report. A retake's question counts as the first question it retakes, so the
 * first report and each retake's report show the same history. Keyed by the interview's question id.
 */
export async function questionAttempts(
  db: Db,
  userId: string,
  session: { id: string; retake_of: string | null },
  questionIds: string[],
): Promise<Map<string, QuestionAttempt[]>> {
  const firstOf = new Map(questionIds.map((id) => [id, session.retake_of ?? id]));
  const firsts = [...new Set(firstOf.values())];
  const byFirst = new Map<string, QuestionAttempt[]>();
  if (firsts.length) {
    const rows = await db
      .selectFrom('interview_questions as q')
      .innerJoin('interview_sessions as s', 's.id', 'q.session_id')
      .innerJoin('answers as a', 'a.question_id', 'q.id')
      .select([
        's.id as session_id',
        's.created_at',
        sql<string>`coalesce(s.retake_of, q.id)`.as('first_question'),
        sql<number>`(a.evaluation ->> 'overall_score')::float8`.as('score'),
      ])
      .where('s.user_id', '=', userId)
      .where('s.status', '=', 'Report Generated')
      .where((eb) => eb.or([eb('q.id', 'in', firsts), eb('s.retake_of', 'in', firsts)]))
      .orderBy('s.created_at')
      .execute();
    for (const row of rows) {
      const list = byFirst.get(row.first_question) ?? [];
      list.push({
        session_id: row.session_id,
        created_at: row.created_at.toISOString(),
        score: row.score,
        current: row.session_id === session.id,
      });
      byFirst.set(row.first_question, list);
    }
  }
  return new Map(questionIds.map((id) => [id, byFirst.get(firstOf.get(id)!) ?? []]));
}
