import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The plan's questions of an interview and how many of them are answered: follow-ups are asked on top of the plan
 * and count in neither (docs/decisions/101). Every question placed before `currentIndex` is answered.
 */
export async function planProgress(db: Kysely<Database>, sessionId: string, currentIndex: number) {
  const row = await db
    .selectFrom('interview_questions')
    .select([
      sql<number>`(count(*) filter (where follow_up_of is null))::int`.as('question_count'),
      sql<number>`(count(*) filter (where follow_up_of is null and position < ${currentIndex}))::int`.as(
        'answered_count',
      ),
    ])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { question_count: row.question_count, answered_count: row.answered_count };
}
