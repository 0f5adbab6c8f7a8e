import type { Db } from '../../db/database.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything a person made, as they would want to read it: the account, each interview with its questions, the
 * answers (transcript, duration, scores and feedback) and the report, and the feedback they left. Internal
 * fields (hashes, rubrics, job states, storage paths) are left out; recordings travel beside data.json.
 */
export async function collectOwnData(db: Db, userId: string) {
  const account = await db
    .selectFrom('users as u')
    .leftJoin('institutes as i', 'i.id', 'u.institute_id')
    .select([
      'u.name',
      'u.email',
      'u.role',
      'u.plan',
      'u.extra_interviews',
      'u.created_at',
      'i.institute_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('interview_sessions')
    .select([
      'id',
      'job_title',
      'job_description',
      'round_type',
      'difficulty_level',
      'status',
      'overall_score',
      'custom_jd',
      'resume_text',
      'created_at',
      'started_at',
      'ended_at',
      'retake_of',
      'report',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const questions = sessions.length
    ? await db
        .selectFrom('interview_questions as q')
        .leftJoin('answers as a', 'a.question_id', 'q.id')
        .select([
          'q.session_id',
          'q.position',
          'q.text',
          'a.id as answer_id',
          'a.duration_ms',
          'a.transcript',
          'a.evaluation',
          'a.eye_contact',
          'a.video_path',
          'a.created_at as answered_at',
        ])
        .where(
          'q.session_id',
          'in',
          sessions.map((s) => s.id),
        )
        .orderBy('q.session_id')
        .orderBy('q.position')
        .execute()
    : [];
  const feedback = await db
    .selectFrom('feedback')
    .select(['session_id', 'rating', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

  const recordings: { key: string; name: string }[] = [];
  const interviews = sessions.map((s) => ({
    id: s.id,
    job_title: s.job_title,
    job_description: s.job_description,
    round_type: s.round_type,
    difficulty_level: s.difficulty_level,
    status: s.status,
    overall_score: s.overall_score,
    custom_jd: s.custom_jd,
    resume_text: s.resume_text,
    retake: s.retake_of !== null,
    created_at: iso(s.created_at),
    started_at: iso(s.started_at),
    ended_at: iso(s.ended_at),
    questions: questions
      .filter((q) => q.session_id === s.id)
      .map((q) => {
        const recording = q.video_path
          ? `recordings/${s.id}/question-${q.position + 1}${q.video_path.match(/\.\w+$/)?.[0] ?? '.webm'}`
          : null;
        if (recording && q.video_path) recordings.push({ key: q.video_path, name: recording });
        return {
          position: q.position + 1,
          text: q.text,
          answer: q.answer_id
            ? {
                answered_at: iso(q.answered_at),
                duration_ms: q.duration_ms,
                transcript: q.transcript,
                evaluation: q.evaluation,
                eye_contact: q.eye_contact,
                recording,
              }
            : null,
        };
      }),
    report: s.report,
  }));

  return {
    data: {
      exported_at: new Date().toISOString(),
      account: { ...account, created_at: iso(account.created_at) },
      interviews,
      feedback: feedback.map((f) => ({ ...f, created_at: iso(f.created_at) })),
    },
    recordings,
  };
}
