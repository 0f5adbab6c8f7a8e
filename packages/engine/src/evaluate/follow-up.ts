import type { RoundType } from '@rehearse/contracts';
import { dot } from '../lib/vectors.ts';
import type { FollowUp, KeyPointEvidence } from '../types.ts';
import { specificity, generalShare } from './content-score.ts';
import type { AnswerJudgement } from './content-feedback.ts';
import type { ContentFeatures } from './features.ts';
import type { Meaning } from './meaning.ts';
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
 * Whether the interviewer follows up, and with what (docs/decisions/100): an answer that did not address the
 * question is brought back to it; a general one is asked for specifics; one that missed a key point is asked about
 * that point (the rubric's follow-up when it is about that point, else a question built from it). An answer that
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
  if (!j.onQuestion)
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
  const fitting = followUpVector
    ? missed.findIndex((_, i) => missedVectors[i] && dot(followUpVector, missedVectors[i]!) >= FITS_POINT)
    : -1;
  if (fitting >= 0)
    return { text: profile.rubric.follow_up, reason: 'missed_key_point', point: missed[fitting]!.point };
  const point = missed[0]!.point;
  const kind = f.keyPoints.find((k) => k.point === point)?.kind;
  return { text: (kind && ASK_FOR_EVIDENCE[kind]) || askAbout(point), reason: 'missed_key_point', point };
}

/**
 * What an interviewer asks for a missed part of a story or a missed kind of evidence, in their own words: "situation:
 * when and where it happened" is asked as "When and where did this happen…?", not read out as a label.
 */
const ASK_FOR_EVIDENCE: Record<KeyPointEvidence, string> = {
  scene: 'When and where did this happen, and what was at stake?',
  deed: 'What did you do yourself, step by step?',
  outcome: 'How did it end? What changed, ideally in numbers?',
  lesson: 'What did you learn from it, or what would you do differently next time?',
  reasons: 'What made you choose that? Walk me through your reasons.',
  example: 'Can you give me one specific example from your own work?',
  work: 'Can you tell me about one piece of work where you used it yourself?',
  situation: 'Can you tell me about one specific time: what you did yourself, and what happened?',
  result: 'What came of it: what changed, or what did you learn?',
  tools: 'Which tools or technologies did you use for it?',
  illustration: 'Can you give me a concrete example?',
};

/** A missed point of fact, asked about: its words follow a full sentence rather than hang off a colon. */
const askAbout = (point: string) =>
  `There is one more part to this I would like to hear: ${point.replace(/\.$/, '')}. Can you walk me through it?`;
