import type { BuiltReport } from '@rehearse/contracts';
import { summariseReport, type Engine, type QuestionSource, type ReportAnswer } from '@rehearse/engine';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createInterviewSessionRepository } from './interview-session-repository.ts';

type ReportRow = ReportAnswer & { id: string; text: string; follow_up_of: string | null };

/**
 * The evaluated answers of an interview in question order with their questions and transcripts; null if any
 * waits. Follow-ups come right after their main question.
 */
async function reportAnswers(trx: Transaction<Database>, sessionId: string): Promise<ReportRow[] | null> {
  const rows = await trx
    .selectFrom('interview_questions as q')
    .leftJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.id', 'q.text', 'q.follow_up_of', 'q.position', 'q.rubric', 'q.source'])
    .select(['a.evaluation', 'a.transcript'])
    .where('q.session_id', '=', sessionId)
    .orderBy('q.position')
    .execute();
  if (rows.some((row) => !row.evaluation)) return null;
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    follow_up_of: row.follow_up_of,
    evaluation: row.evaluation!,
    question: { rubric: row.rubric, source: row.source as QuestionSource },
    transcript: row.transcript,
  }));
}

/**
 * The report of the plan's questions, each follow-up under its main question (docs/decisions/101). The scores,
 * the progress summary and "practise next" come from the main questions alone, so an interview with follow-ups
 * compares with one without; a follow-up's own entry is built the same way, on its own.
 */
function reportWithFollowUps(engine: Pick<Engine, 'buildReport'>, rows: ReportRow[]) {
  const mains = rows.filter((row) => !row.follow_up_of);
  const report = engine.buildReport(mains);
  report.questions_reports = report.questions_reports.map((entry, index) => {
    const followUp = rows.find((row) => row.follow_up_of === mains[index]!.id);
    if (!followUp) return entry;
    const [built] = engine.buildReport([followUp]).questions_reports;
    // Judged with its main question for context; the report shows the question as it was asked.
    return {
      ...entry,
      follow_up: { ...built!, question_text: followUp.text, follow_up_of: mains[index]!.id },
    };
  });
  return { report, mains };
}

/** Builds the report and its progress summary from the answers and stores both with the overall score. */
async function storeReport(
  trx: Transaction<Database>,
  engine: Pick<Engine, 'buildReport'>,
  sessionId: string,
  answers: ReportRow[],
) {
  const { report, mains } = reportWithFollowUps(engine, answers);
  await createInterviewSessionRepository(trx).storeReport(sessionId, {
    report,
    summary: summariseReport(report, mains),
  });
}

/**
 * Builds the report once every answer has been evaluated, if the interview waits for it (Generating Report).
 * Safe from any process at any time: the session row is locked, and a built report is never built again.
 * Returns whether the report exists.
 */
export async function buildReportWhenReady(db: Db, engine: Pick<Engine, 'buildReport'>, sessionId: string) {
  return db.transaction().execute(async (trx) => {
    const session = await createInterviewSessionRepository(db).lock(sessionId, trx);
    if (!session || session.status !== 'Generating Report') return session?.status === 'Report Generated';
    const answers = await reportAnswers(trx, sessionId);
    if (!answers) return false;
    await storeReport(trx, engine, sessionId, answers);
    return true;
  });
}

/** Whether a stored report has everything this version shows: model answers, timed words, practise next. */
export function isCurrentReport(report: BuiltReport | null): boolean {
  if (!report) return false;
  return (
    Array.isArray(report.practise_next) &&
    report.questions_reports.every((q) => q.model_answer !== undefined && Array.isArray(q.answer_words))
  );
}

/**
 * Rebuilds the report of an interview whose report was made by an earlier version (no model answers, timed words
 * or progress summary) from its stored evaluations, which do not change, so the scores stay the same.
 */
export async function refreshReport(db: Db, engine: Pick<Engine, 'buildReport'>, sessionId: string) {
  await db.transaction().execute(async (trx) => {
    const session = await createInterviewSessionRepository(db).lock(sessionId, trx);
    if (session?.status !== 'Report Generated') return;
    if (isCurrentReport(session.report) && session.summary) return;
    const answers = await reportAnswers(trx, sessionId);
    if (answers) await storeReport(trx, engine, sessionId, answers);
  });
}
