import {
  INCOMPLETE_RESPONSE,
  LONG_PAUSE_SECONDS,
  METRIC_TARGET_BANDS,
  VERDICT_TONES,
  type BuiltReport,
  type VerdictTone,
} from '@rehearse/contracts';
import { keyPointSentences } from '../evaluate/key-point-reading.ts';
import { count } from '../evaluate/metric-targets.ts';
import type { Evaluation } from '../types.ts';

type QuestionItem = BuiltReport['questions_reports'][number];
export type PractiseAction = BuiltReport['practise_next'][number];

/** At most this many actions open the report: enough to act on, few enough to remember. */
export const PRACTISE_NEXT_LIMIT = 3;
const SAME_BEHAVIOUR_LIMIT = 2;

/** Lower comes first: an unanswered question, then content, then structure, then delivery. */
type Candidate = { rank: number; behaviour: string; advice: string };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function unanswered(q: QuestionItem, n: number): Candidate | null {
  if (q.level !== INCOMPLETE_RESPONSE) return null;
  return {
    rank: 0,
    behaviour: 'Answer the question',
    advice: `Q${n} got no answer that could be judged. Retake it and answer in a few full sentences.`,
  };
}

function missedKeyPoint(e: Evaluation, n: number): Candidate | null {
  const missed = e.domain_knowledge.key_points?.filter((k) => !k.covered) ?? [];
  if (!missed.length) return null;
  const others = missed.length > 1 ? ` It also missed ${count(missed.length - 1, 'other key point')}.` : '';
  return {
    rank: 1,
    behaviour: 'Cover the key point you missed',
    // Said as the report says a missed point (ADR 091): "A strong answer also says how the cache is invalidated."
    advice: `Your answer to Q${n} left out a key point. ${keyPointSentences(missed[0]!.point).missing.replace(/[^.!?]$/, '$&.')}${others} Retake it and make that point with an example.`,
  };
}

function missingStructure(q: QuestionItem, n: number): Candidate | null {
  const advice = q.articulation_feedback.missing_areas[0];
  if (!advice) return null;
  return {
    rank: 2,
    behaviour: 'Structure the answer clearly',
    advice: `In Q${n}, ${lowerFirst(advice)}`,
  };
}

const DELIVERY: Record<
  keyof QuestionItem['communication_feedback'],
  (q: QuestionItem, n: number) => { behaviour: string; advice: string } | null
> = {
  filler_words: (q, n) => {
    const fillers = q.answer_words.filter((w) => w.filler);
    const most = mostCommon(fillers.map((w) => w.word.toLowerCase()));
    return {
      behaviour: 'Replace fillers with pauses',
      advice: `In Q${n}, ${q.communication_feedback.filler_words.value}% of your words were fillers${most ? `, most often "${most}"` : ''}. Retake it and pause silently where you would fill.`,
    };
  },
  speech_rate: (q, n) => {
    const m = q.communication_feedback.speech_rate;
    const pauses = q.answer_words
      .slice(1)
      .filter((w, i) => w.start - q.answer_words[i]!.end > LONG_PAUSE_SECONDS).length;
    const slow = m.value !== null && m.value < METRIC_TARGET_BANDS.speech_rate.from;
    return {
      behaviour: slow ? 'Keep a steady pace' : 'Slow down',
      advice: `In Q${n} you spoke at ${m.value} words per second (target ${m.target})${slow && pauses ? `, with ${count(pauses, 'pause')} over ${LONG_PAUSE_SECONDS} seconds` : ''}. Retake it at a calm, even pace.`,
    };
  },
  word_repetitions: (q, n) => ({
    behaviour: 'Vary your words',
    advice: `In Q${n}, ${q.communication_feedback.word_repetitions.value}% of your words were repeats (target ${q.communication_feedback.word_repetitions.target}). Retake it and say each idea once.`,
  }),
  grammar: (q, n) => ({
    behaviour: 'Speak in complete sentences',
    advice: `In Q${n}, ${q.communication_feedback.grammar.value}% of your sentences were free of grammar issues (target ${q.communication_feedback.grammar.target}). Retake it in short, complete sentences.`,
  }),
  intonation: (q, n) => ({
    behaviour: 'Vary your tone',
    advice: `In Q${n} your pitch varied over ${q.communication_feedback.intonation.value} semitones (target ${q.communication_feedback.intonation.target}). Retake it and stress the words that matter.`,
  }),
  eye_contact: (q, n) => ({
    behaviour: 'Look at the camera',
    advice: `In Q${n} you faced the camera ${q.communication_feedback.eye_contact.value}% of the time (target ${q.communication_feedback.eye_contact.target}). Retake it looking at the camera as you would at the interviewer.`,
  }),
};

function mostCommon(words: string[]): string | null {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const TONE_RANK: Partial<Record<VerdictTone, number>> = { work_on_it: 3, close: 4 };

/** The delivery metric furthest from its target (work on it before close), if any is off target. */
function delivery(q: QuestionItem, n: number): Candidate | null {
  const off = (Object.keys(DELIVERY) as (keyof typeof DELIVERY)[])
    .map((key) => ({ key, rank: TONE_RANK[VERDICT_TONES[q.communication_feedback[key].verdict]!] }))
    .filter((m): m is { key: keyof typeof DELIVERY; rank: number } => m.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)[0];
  if (!off) return null;
  const action = DELIVERY[off.key](q, n);
  return action && { rank: off.rank, ...action };
}

/**
 * "Practise next": the most useful things to practise from this interview, at most one per question while there
 * are questions to draw from, the weakest questions first. Each names the behaviour and the question to retake.
 */
export function practiseNext(questions: QuestionItem[], evaluations: Evaluation[]): PractiseAction[] {
  const perQuestion = questions.map((q, i) => {
    const n = i + 1;
    const candidates = [
      unanswered(q, n),
      q.level === INCOMPLETE_RESPONSE ? null : missedKeyPoint(evaluations[i]!, n),
      q.level === INCOMPLETE_RESPONSE ? null : missingStructure(q, n),
      q.level === INCOMPLETE_RESPONSE ? null : delivery(q, n),
    ].filter((c): c is Candidate => c !== null);
    return { q, n, candidates: candidates.sort((a, b) => a.rank - b.rank) };
  });
  const order = [...perQuestion].sort(
    (a, b) => (a.candidates[0]?.rank ?? 9) - (b.candidates[0]?.rank ?? 9) || a.q.score - b.q.score,
  );
  const chosen: { n: number; q: QuestionItem; c: Candidate }[] = [];
  const times = new Map<string, number>();
  const choose = (n: number, q: QuestionItem, c: Candidate) => {
    chosen.push({ n, q, c });
    times.set(c.behaviour, (times.get(c.behaviour) ?? 0) + 1);
  };
  // Three times the same advice teaches less than three different things: a behaviour appears twice at most.
  const fresh = (c: Candidate) => (times.get(c.behaviour) ?? 0) < SAME_BEHAVIOUR_LIMIT;
  // First one action per question, then further actions while fewer questions need work.
  for (const { q, n, candidates } of order) {
    const c = candidates.find(fresh);
    if (c && chosen.length < PRACTISE_NEXT_LIMIT) choose(n, q, c);
  }
  for (const { q, n, candidates } of order)
    for (const c of candidates)
      if (chosen.length < PRACTISE_NEXT_LIMIT && fresh(c) && !chosen.some((x) => x.c === c)) choose(n, q, c);
  return chosen.map(({ n, q, c }) => ({
    question_id: q.question_id,
    question_number: n,
    question_text: q.question_text,
    behaviour: c.behaviour,
    advice: c.advice,
  }));
}
