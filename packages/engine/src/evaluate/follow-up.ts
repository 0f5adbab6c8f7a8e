import type { RoundType } from '@rehearse/contracts';
import { dot } from '../lib/vectors.ts';
import type { FollowUp, KeyPointEvidence } from '../types.ts';
import { specificity, generalShare } from './content-score.ts';
import type { AnswerJudgement } from './content-feedback.ts';
import { evidenceAskedFor } from './evidence.ts';
import type { ContentFeatures } from './features.ts';
import type { Meaning } from './meaning.ts';
import { readPoint } from './key-point-reading.ts';
import type { QuestionProfile } from './question-profile.ts';

/** An answer this general (share of general claims, or this little specificity) is asked for specifics. */
const GENERAL_ANSWER = 0.5;
const VAGUE = 0.2;
/** An answer to a question about one time that tells one occasion in this share of its sentences tells a story. */
const TOLD_A_STORY = 0.5;
/** The rubric's own follow-up is asked for a missed point when it is this close to the point in meaning. */
const FITS_POINT = 0.45;

/** What an interviewer asks of a general answer, by round. */
const ASK_FOR_SPECIFICS: Record<RoundType, string> = {
  Technical: 'Can you make that concrete: how exactly would it work, and what would you watch out for?',
  Behavioral: 'Can you tell me about one specific time: what you did yourself, and what happened?',
  'Warm-up': 'Can you give me one specific example of that?',
};

/**
 * Whether the interviewer follows up, and with what (docs/decisions/100): an answer that did not address the question,
 * or strayed from it, is brought back to it; a general one is asked for specifics; one that missed a key point is asked
 * about that point (the rubric's follow-up when it is about that point, else a question built from it). An answer that
 * covered every key point gets none, however plainly it is worded.
 */
export function chooseFollowUp(
  profile: QuestionProfile,
  f: ContentFeatures,
  m: Meaning,
  j: AnswerJudgement,
  followUpVector: Float32Array | null,
  missedVectors: Float32Array[],
): FollowUp | null {
  // An answer much of which is about something else (STRAYS) is brought back too: asked for the point it missed, it
  // would be asked to go deeper into what it strayed to.
  if (!j.onQuestion || j.strays)
    return {
      text: `Let me bring us back to the question: ${profile.text}`,
      reason: 'off_question',
      point: null,
    };
  const missed = j.keyPoints.filter((k) => !k.covered);
  const round = profile.round;
  // Few specific words, or a sentence that reads as a general claim, make an answer general, unless it covered every
  // key point: a correct answer in the words any answer on its topic uses ("the get method reads a resource"), or one
  // whose misheard sentence reads as a claim ("and are our and helps but raw queries still need parameters…"), is
  // complete, not general.
  const incomplete = j.keyPoints.length === 0 || missed.length > 0;
  // A story of one occasion is not vague for want of figures and names: what it lacks is asked for by its part.
  const toldAStory = (f.toldOfAnOccasion ?? 0) >= TOLD_A_STORY;
  const general =
    incomplete &&
    (generalShare(f, m) >= GENERAL_ANSWER || (specificity(profile, f, m) < VAGUE && !toldAStory));
  if (general) return { text: ASK_FOR_SPECIFICS[round], reason: 'general', point: null };
  if (!missed.length) return null;
  // Close in meaning, and asking for the point's kind of evidence if it asks for one: "What would you do differently
  // with Kafka next time?" asks for a lesson, not for "a concrete piece of work involving Kafka", though both name Kafka.
  const asksFor = evidenceAskedFor(profile.rubric.follow_up);
  const kindOf = (point: string) => f.keyPoints.find((k) => k.point === point)?.kind ?? null;
  const fitting = followUpVector
    ? missed.findIndex(
        (k, i) =>
          missedVectors[i] &&
          dot(followUpVector, missedVectors[i]!) >= FITS_POINT &&
          (asksFor === null || asksFor === kindOf(k.point)),
      )
    : -1;
  if (fitting >= 0)
    return { text: profile.rubric.follow_up, reason: 'missed_key_point', point: missed[fitting]!.point };
  const point = missed[0]!.point;
  const kind = kindOf(point);
  const text = (kind && ASK_FOR_EVIDENCE[kind]) || askAbout(point, f.toldOfAnOccasion !== null, round);
  return { text, reason: 'missed_key_point', point };
}

/**
 * What an interviewer asks for a missed part of a story or a missed kind of evidence, in their own words: "situation:
 * when and where it happened" is asked as "When and where did this happen…?", not read out as a label.
 */
const ASK_FOR_EVIDENCE: Record<KeyPointEvidence, string> = {
  scene: 'When and where did this happen, and what was at stake?',
  deed: 'What did you do yourself, step by step?',
  outcome: 'How did it end? What changed, ideally in numbers?',
  measured: 'How did it end? What changed, in numbers?',
  lesson: 'What did you learn from it, or what would you do differently next time?',
  reasons: 'What made you choose that? Walk me through your reasons.',
  example: 'Can you give me one specific example from your own work?',
  work: 'Can you tell me about one piece of work where you used it yourself?',
  situation: 'Can you tell me about one specific time: what you did yourself, and what happened?',
  result: 'What came of it: what changed, or what did you learn?',
  tools: 'Which tools or technologies did you use for it?',
  illustration: 'Can you give me a concrete example?',
  background: 'What have you studied or worked on so far that led you here?',
  motivation: 'What is it about this work that draws you to it?',
  ranking: 'How do you decide what comes first? What do you rank the work by?',
  consult: 'Who else do you agree it with, and how?',
  deferral: 'What do you do with the work that has to wait, and who do you tell?',
  check: 'What exactly do you check, and against what?',
  review: 'Who else checks your work before it goes out, and how?',
  skill: 'What exactly did you learn?',
  resource: 'How did you learn it: a course, a guide, someone who showed you?',
  applied: 'Where have you put it to use so far?',
  purpose: 'What is it used for, and when do you reach for it?',
  baseline: 'How would you see how the work is done today, and measure it?',
  cause: 'Where exactly does it slow down or go wrong, and why?',
  verified: 'How would you know the change worked? What would you measure?',
  clarify: 'How would you find out exactly what is wanted, and what done looks like?',
  strength: 'What would you say is your main strength?',
  weakness: 'What is one thing you genuinely find hard at work?',
  improving: 'What are you doing to get better at it?',
  fit: 'How does this role fit what you want to do?',
  organisation: 'What do you know about us, and what about it made you apply?',
  asks: 'What would you like to know about the role or the team?',
  range: 'What range did you have in mind, and what is it based on?',
  goal: 'What are you looking for next, and why?',
  growth: 'Which skills or qualifications do you plan to build, and how?',
  qualities: 'Which qualities would you name, in a word each?',
  coping: 'What exactly do you do when the pressure builds?',
};

/**
 * A missed point of fact, asked in an interviewer's words rather than read out as a rubric label (docs/decisions/100).
 * A point that is an action is asked as one ("How would you check whether the objection is resolved?", or "How did
 * you…?" when the question is about one occasion); a thing is asked about ("What about a recovery plan with the
 * customer?"); a question is asked as one. Any other point (a claim such as "server returns HTML", a phrase the tagger
 * cannot read) is not read out: the interviewer asks for the missing part in the round's words instead.
 */
export function askAbout(point: string, occasion: boolean, round: RoundType): string {
  const reading = readPoint(point);
  switch (reading.kind) {
    case 'question':
      return `Can you tell me ${reading.clause}?`;
    case 'thing':
      return `What about ${reading.phrase}? Where does that fit in?`;
    case 'action':
      if (reading.past) return `Can you tell me how you ${reading.plainAction}?`;
      if (reading.asks === 'tell')
        return /^(how|what|why|when|where|who|which|whether|if)\b/i.test(reading.rest)
          ? `Can you tell me ${reading.rest}?`
          : `Can you tell me about ${reading.rest}?`;
      if (reading.asks === 'explain') return `Can you ${reading.plain} ${reading.rest}?`;
      return `How ${occasion ? 'did' : 'would'} you ${reading.plainAction}?`;
    case 'other':
      return ASK_FOR_MORE[occasion ? 'occasion' : round];
  }
}

/** What an interviewer asks for a missed part that cannot be put in their own words. */
const ASK_FOR_MORE: Record<RoundType | 'occasion', string> = {
  Technical: 'There is one more part to this I would like to hear. What else would you do or check here?',
  Behavioral: 'There is one more part to this I would like to hear. What else would you do, and why?',
  'Warm-up': 'There is one more part to this I would like to hear. What else would you add?',
  occasion: 'There is one more part to this I would like to hear. What else did you do, and why?',
};
