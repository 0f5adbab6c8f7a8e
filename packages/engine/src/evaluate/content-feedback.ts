import type { RoundType } from '@rehearse/contracts';
import type { ContentJudgement } from '../ports.ts';
import type { FeedbackArea } from '../types.ts';
import {
  agreement,
  articulationScore,
  conceptCoverage,
  coverage,
  domainScore,
  keyPointCovered,
  onQuestionGate,
  onQuestionShare,
  relevance,
} from './content-score.ts';
import type { ContentFeatures } from './features.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** Below this relevance the answer is treated as being about something else. */
const OFF_QUESTION = 0.2;
/** The closest bank question on another topic is named only when the answer clearly resembles it. */
const NAMED_ELSEWHERE = 0.2;
/** Concepts borrowed from similar questions are listed as missing only when they weigh this much. */
const LISTED_WEIGHT = 0.5;

/** The answer is mostly about something else: low relevance, or most of its sentences never touch the question. */
const offQuestion = (f: ContentFeatures) => relevance(f) < OFF_QUESTION || onQuestionGate(f) < 0.6;

function offQuestionFeedback(f: ContentFeatures): string {
  const drift =
    onQuestionGate(f) < 1 ? `: only ${pct(f.onTopic)} of its sentences mention what was asked` : '';
  if (f.relevance.elsewhereQuestion && f.relevance.elsewhere >= NAMED_ELSEWHERE && onQuestionShare(f) < 0.4)
    return `Answers a different question (closest: "${f.relevance.elsewhereQuestion}") rather than the one asked${drift}`;
  return drift
    ? `Most of the answer is about something other than the question asked${drift}`
    : `Does not answer the question asked: little of it matches what the question is about (relevance ${pct(relevance(f))})`;
}

function domainFeedback(f: ContentFeatures): FeedbackArea {
  const matched = f.concepts.filter((c) => c.quote);
  const covered = f.keyPoints.filter((k) => keyPointCovered(k) >= 0.5);
  const strengths = [
    ...covered.map((k) =>
      k.coverage >= 0.5 ? `Covered: ${k.point}` : `Covered in other words: ${k.point} ("${k.closest}")`,
    ),
    ...(matched.length
      ? [`Named ${matched.length} expected concepts: ${matched.map((c) => c.name).join(', ')}`]
      : []),
  ];
  const weaknesses: string[] = [];
  if (offQuestion(f) && f.contentWords > 15) weaknesses.push(offQuestionFeedback(f));
  if (f.buzzwords.length)
    weaknesses.push(
      `Uses general claims instead of evidence: ${f.buzzwords.map((b) => `"${b}"`).join(', ')}`,
    );
  if (f.nonAnswer) weaknesses.push(`Says "${f.nonAnswer}" instead of reasoning towards an answer`);
  if (!matched.length) weaknesses.push('Names none of the concepts the question is about');
  return {
    score: domainScore(f),
    strengths,
    weaknesses,
    missing_areas: [
      ...f.keyPoints.filter((k) => keyPointCovered(k) < 0.5).map((k) => k.point),
      ...f.concepts
        .filter((c) => !c.quote && c.weight >= LISTED_WEIGHT)
        .slice(0, 5)
        .map((c) => `Concept not mentioned: ${c.name}`),
    ],
    evidence: [
      ...matched.map((c) => `${c.name}: ${c.quote}`),
      ...f.keyPoints.map(
        (k) =>
          `Key point "${k.point}": ${pct(k.coverage)} of its words present; closest passage in meaning ${k.similarity.toFixed(2)}${k.closest ? ` ("${k.closest}")` : ''}`,
      ),
      `Relevance ${pct(relevance(f))}: rubric coverage ${pct(coverage(f))} (concepts ${pct(conceptCoverage(f))}, question terms ${pct(f.questionOverlap)}); agreement with the questions this one resembles ${pct(Math.max(0, agreement(f)))} (words ${pct(Math.max(0, f.relevance.agreement))}, meaning ${pct(Math.max(0, f.relevance.vectorAgreement))})`,
      `Sentences that mention what was asked: ${pct(f.onTopic)}; scores kept ${pct(onQuestionGate(f))} for staying on the question`,
      `Closeness to this question ${f.relevance.onQuestion.toFixed(2)} against ${f.relevance.elsewhere.toFixed(2)} for the closest question on another topic${f.relevance.elsewhereQuestion ? ` ("${f.relevance.elsewhereQuestion}")` : ''}`,
    ],
  };
}

function articulationFeedback(f: ContentFeatures, round: RoundType | undefined): FeedbackArea {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const missing: string[] = [];
  const done = f.actions.filter((a) => a.past).map((a) => a.verb);
  if (f.numbers.length) strengths.push(`Gives concrete figures: ${f.numbers.slice(0, 2).join(', ')}`);
  else weaknesses.push('No numbers or measurable result');
  if (f.namedThings.length)
    strengths.push(`Names specific tools or things: ${f.namedThings.slice(0, 4).join(', ')}`);
  if (done.length >= 2) strengths.push(`Says what they did: ${done.slice(0, 5).join(', ')}`);
  else if (round === 'Behavioral') weaknesses.push('Does not say what they personally did');
  if (f.outcomes.length) strengths.push(`States an outcome (${f.outcomes.slice(0, 3).join(', ')})`);
  else weaknesses.push('Does not say what changed as a result');
  if (f.examples.length) strengths.push('Grounds the answer in an example');
  else missing.push('A concrete example from own experience');
  if (round === 'Behavioral') {
    for (const [part, quote] of Object.entries(f.star)) {
      if (quote) strengths.push(`STAR ${part}: ${quote}`);
      else missing.push(`STAR ${part}: not described`);
    }
  } else if (f.reasoning.length)
    strengths.push(
      `Explains reasoning (${f.reasoning
        .slice(0, 3)
        .map((r) => `"${r}"`)
        .join(', ')})`,
    );
  else weaknesses.push('Lists points without explaining why');
  return {
    score: articulationScore(f, round),
    strengths,
    weaknesses,
    missing_areas: missing,
    evidence: [
      `Figures: ${f.numbers.length}; named things: ${f.namedThings.length}; own actions: ${f.actions.length} (${done.length} done); outcome words: ${f.outcomes.length}; examples: ${f.examples.length}`,
      `Structure cues: ${
        [
          ...f.reasoning,
          ...Object.entries(f.star)
            .filter(([, q]) => q)
            .map(([p]) => `STAR ${p}`),
        ].join(', ') || 'none'
      }`,
    ],
  };
}

/** The embedded judgement: scores with the feedback and evidence behind them, in the product's words. */
export function judgeFromFeatures(f: ContentFeatures, round: RoundType | undefined): ContentJudgement {
  const domain = domainFeedback(f);
  const articulation = articulationFeedback(f, round);
  const covered = f.keyPoints.filter((k) => keyPointCovered(k) >= 0.5).length;
  const summary =
    `Covers ${covered} of ${f.keyPoints.length} key points and names ${f.concepts.filter((c) => c.quote).length} expected concepts` +
    (offQuestion(f) ? '; much of the answer is about something other than the question' : '') +
    (f.numbers.length || f.namedThings.length
      ? '; includes concrete details'
      : '; stays general without concrete details') +
    '.';
  return { domain_knowledge: domain, articulation, summary, scorer: 'embedded', notes: [] };
}
