import { createEngine } from '../src/engine.ts';
import { planInterview } from '../src/plan/plan-interview.ts';
import { LABELLED_SET } from './labelled-set.ts';
import { scoringAgreement } from './scoring.ts';
import { transcriptionBench } from './transcription.ts';

const f2 = (x: number) => x.toFixed(2);
const mark = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');

const scoring = scoringAgreement();
console.log(`Scoring agreement: ${scoring.questions} questions x 4 levels = ${scoring.answers} answers`);
console.log(
  `  Spearman(overall_score, level)      ${f2(scoring.spearman)}  (goal >= 0.85, ${mark(scoring.spearman >= 0.85)})`,
);
console.log(
  `  Within-question pairwise accuracy   ${f2(scoring.pairwise)}  (goal >= 0.92, ${mark(scoring.pairwise >= 0.92)})`,
);
console.log(
  `  Baseline, answer length alone:      Spearman ${f2(scoring.lengthSpearman)}, pairwise ${f2(scoring.lengthPairwise)}`,
);
for (const level of ['strong', 'adequate', 'weak', 'off_topic']) {
  const scores = scoring.rows.filter((r) => r.level === level).map((r) => r.score);
  console.log(
    `  mean overall_score ${level.padEnd(9)} ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)}`,
  );
}

const planStarted = performance.now();
const runs = 50;
for (let i = 0; i < runs; i++)
  planInterview(
    {
      job_title: i % 2 ? 'Backend Developer' : 'Data Analyst',
      job_description: 'Experience with SQL and Python. You will build dashboards for the sales team.',
      round_type: 'Technical',
      difficulty_level: 'Professional',
      resume_text: 'Built a churn model with Python. Led a migration to PostgreSQL.',
      count: 10,
    },
    i,
  );
console.log(
  `Plan: ${f2((performance.now() - planStarted) / runs)} ms per interview of 10 questions (goal <= 1000 ms)`,
);

const engine = createEngine({});
const sample = LABELLED_SET.flatMap((q) => [
  { question: q.question, text: q.answers.strong },
  { question: q.question, text: q.answers.weak },
]);
await engine.evaluateAnswer(sample[0]!.question, { text: sample[0]!.text, duration_ms: 30_000 }); // warm the grammar worker
const scoreStarted = performance.now();
for (const s of sample) await engine.evaluateAnswer(s.question, { text: s.text, duration_ms: 30_000 });
const scoreMs = (performance.now() - scoreStarted) / sample.length;
console.log(
  `Score: ${f2(scoreMs)} ms per answer, warm, grammar worker included (goal <= 300 ms, ${mark(scoreMs <= 300)})`,
);
await engine.close();

const stt = await transcriptionBench();
console.log(
  `Transcription: ${stt.clips} Festival HTS answers, ${stt.audioSeconds.toFixed(0)} s of audio (${stt.perClip.map((c) => c.seconds.toFixed(0)).join(', ')} s)`,
);
console.log(
  `  WER (pocketsphinx en-us)            ${(100 * stt.wer).toFixed(1)}%  (goal <= 15%, ${mark(stt.wer <= 0.15)})`,
);
console.log(
  `  Speed                               ${f2(stt.realTimeFactor)} x real time, single-threaded decoder (goal <= 0.5)`,
);
