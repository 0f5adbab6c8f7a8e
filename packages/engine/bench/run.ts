import { createEngine } from '../src/engine.ts';
import { planInterview } from '../src/plan/plan-interview.ts';
import { LABELLED_SET } from './labelled-set.ts';
import { feedbackViolations } from '../src/evaluate/consistency.ts';
import { fitRelevance } from './fit-relevance.ts';
import { type ScoringRow, agreement, scoringAgreement, spokenAgreement, spokenRows } from './scoring.ts';
import { printFillerFigures } from './filler-report.ts';
import { printTranscriptionFigures } from './transcription-report.ts';
import { printLiveDecodingFigures } from './live-decoding.ts';
import { printDecodersAtOnce } from './decoders-at-once.ts';
import { printCommonQuestionsProbe } from './common-questions-report.ts';
import { printStoriesElsewhere } from './stories-elsewhere.ts';
import { printBlindProbe } from './blind-probe-report.ts';
import { printFundamentalsProbe } from './fundamentals-probe-report.ts';

const f2 = (x: number) => x.toFixed(2);
const mark = (ok: boolean) => (ok ? 'meets goal' : 'MISSES goal');
/** Mean overall_score per level, strong to off-topic. */
const formatMeans = (means: Record<string, number>) =>
  Object.values(means)
    .map((m) => m.toFixed(1))
    .join(' / ');

/** The consistency checker over scored answers' feedback: the count against its goal of 0, and the first ten. */
function printConsistency(rows: ScoringRow[], lead: string, answers: string): void {
  const violations = rows.flatMap((row) => feedbackViolations(row.evaluation).map((v) => ({ row, v })));
  console.log(
    `${lead} ${rows.length} ${answers}: ${violations.length} violations (goal 0, ${mark(violations.length === 0)})`,
  );
  for (const { row, v } of violations.slice(0, 10))
    console.log(`  ${v.rule}: ${v.item} [${row.level} answer to "${row.question}"]`);
}

/**
 * Parts to run, e.g. `npm run bench:engine -- scoring` (or `node --import tsx bench/run.ts --only scoring`):
 * scoring, plan, score, transcription, transcription-general, fillers, live (and spoken, transcription-stock, fit,
 * decoders-at-once, stories-elsewhere, blind-probe, fundamentals, common-questions, spoken-dev; `list` adds each
 * missed or extra filler). With none named, every figure is printed.
 */
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const runs = (part: string) => wanted.length === 0 || wanted.includes(part);

if (runs('scoring')) {
  const scoring = await scoringAgreement();
  for (const [name, figures] of [
    ['dev (tuned on)', scoring.dev],
    ['test (held out)', scoring.test],
    ['all', scoring.all],
  ] as const) {
    console.log(
      `Scoring agreement, ${name}: ${figures.questions} questions x 4 levels = ${figures.answers} answers`,
    );
    console.log(
      `  Spearman(overall_score, level)      ${f2(figures.spearman)}  (goal >= 0.85, ${mark(figures.spearman >= 0.85)})`,
    );
    console.log(
      `  Within-question pairwise accuracy   ${f2(figures.pairwise)}  (goal >= 0.92, ${mark(figures.pairwise >= 0.92)})`,
    );
    console.log(
      `  Baseline, answer length alone:      Spearman ${f2(figures.lengthSpearman)}, pairwise ${f2(figures.lengthPairwise)}`,
    );
    console.log(`  Mean overall_score strong / adequate / weak / off-topic: ${formatMeans(figures.means)}`);
  }
  console.log('By where the rubric came from (all questions; Spearman / pairwise):');
  for (const [source, figures] of Object.entries(scoring.byRubric))
    console.log(
      `  ${source.padEnd(11)} ${String(figures.questions).padStart(2)} questions  ${f2(figures.spearman)} / ${f2(figures.pairwise)}`,
    );
  const { blind } = scoring;
  console.log(
    `Part ${blind.name} alone, written blind to the scorer (Spearman / pairwise): dev ${f2(blind.dev.spearman)} / ${f2(blind.dev.pairwise)}, test (never tuned on) ${f2(blind.test.spearman)} / ${f2(blind.test.pairwise)}`,
  );
  printConsistency(scoring.rows, 'Feedback consistency over', 'labelled answers');
}

// The labelled answers spoken and transcribed, only when named (~10 minutes): `npm run bench:engine -- spoken`.
if (wanted.includes('spoken')) {
  const spoken = await spokenAgreement();
  for (const [name, figures] of [
    ['typed, test', spoken.typed.test],
    ['heard, test', spoken.heard.test],
    ['typed, all', spoken.typed.all],
    ['heard, all', spoken.heard.all],
  ] as const)
    console.log(
      `Spoken answers (Festival, embedded transcriber), ${name.padEnd(11)}: Spearman ${f2(figures.spearman)}, pairwise ${f2(figures.pairwise)}, means ${formatMeans(figures.means)}`,
    );
  printConsistency(spoken.heard.rows, '  Feedback consistency over', 'heard answers');
}

// The dev half alone spoken and transcribed, only when named (~10 minutes): heard figures to tune on, which never
// print the test half (`npm run bench:engine -- spoken-dev`).
if (wanted.includes('spoken-dev')) {
  const spoken = await spokenRows(LABELLED_SET.filter((q) => q.split === 'dev'));
  for (const [name, rows] of [
    ['typed, dev', spoken.typed],
    ['heard, dev', spoken.heard],
  ] as const) {
    const figures = agreement(rows);
    console.log(
      `Spoken answers (Festival, embedded transcriber), ${name}: Spearman ${figures.spearman.toFixed(4)}, pairwise ${figures.pairwise.toFixed(3)}, means ${formatMeans(figures.means)}`,
    );
  }
  printConsistency(spoken.heard, '  Feedback consistency over', 'heard dev answers');
}

// Refits the on-question model's constants, only when named: `npm run bench:engine -- fit`.
if (wanted.includes('fit')) await fitRelevance();
if (wanted.includes('stories-elsewhere')) await printStoriesElsewhere();
// Twelve questions of roles new to the scorer, written blind and never tuned on (~10 s, docs/decisions/159).
if (wanted.includes('blind-probe')) await printBlindProbe();
if (wanted.includes('fundamentals')) await printFundamentalsProbe();
// The questions nearly every interviewer asks, answered four ways, written blind (~15 s, docs/decisions/207).
if (wanted.includes('common-questions')) await printCommonQuestionsProbe();
// Decoders made at once while child processes spawn, only when named (~30 s, docs/decisions/146).
if (wanted.includes('decoders-at-once')) await printDecodersAtOnce();

if (runs('plan')) {
  const planStarted = performance.now();
  const planRuns = 50;
  for (let i = 0; i < planRuns; i++)
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
    `Plan: ${f2((performance.now() - planStarted) / planRuns)} ms per interview of 10 questions (goal <= 1000 ms)`,
  );
}

if (runs('score')) {
  const engine = createEngine({});
  const sample = LABELLED_SET.flatMap((q) => [
    { question: q.question, text: q.answers.strong },
    { question: q.question, text: q.answers.weak },
  ]);
  await engine.warm();
  // As in an interview, each question is prepared when it is asked, before its answer arrives.
  for (const q of LABELLED_SET) await engine.prepare(q.question);
  const times: number[] = [];
  for (const s of sample) {
    const started = performance.now();
    await engine.evaluateAnswer(s.question, { text: s.text, duration_ms: 30_000 });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(
    `Score: ${sample.length} answers, warm (questions prepared), grammar worker and sentence encoder included: p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (goal p95 <= 300 ms, ${mark(at(0.95) <= 300)})`,
  );
  console.log(
    `  Process memory (main thread and its workers): RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
  );
  await engine.close();
}

if (runs('transcription')) await printTranscriptionFigures('pocketsphinx with the domain vocabulary');
if (runs('transcription-general'))
  await printTranscriptionFigures('pocketsphinx without the question (no hints)', {}, 'none');
if (runs('fillers')) await printFillerFigures({}, wanted.includes('list'));
if (runs('live')) await printLiveDecodingFigures();
// The stock en-us decoder, for comparison, only when named: `npm run bench:engine -- transcription-stock`.
if (wanted.includes('transcription-stock'))
  await printTranscriptionFigures('stock pocketsphinx en-us', { vocabulary: false });
