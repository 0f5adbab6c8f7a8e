import type { RoundType } from '@rehearse/contracts';
import { escapeRegExp } from '../lib/regexp.ts';
import { dot } from '../lib/vectors.ts';
import type { FollowUp, KeyPointEvidence } from '../types.ts';
import { specificity, generalShare } from './content-score.ts';
import type { AnswerJudgement } from './content-feedback.ts';
import { evidenceAskedFor } from './evidence.ts';
import type { ContentFeatures } from './features.ts';
import type { Meaning } from './meaning.ts';
import type { QuestionProfile } from './question-profile.ts';
import { tagger } from './text.ts';

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
  lesson: 'What did you learn from it, or what would you do differently next time?',
  reasons: 'What made you choose that? Walk me through your reasons.',
  example: 'Can you give me one specific example from your own work?',
  work: 'Can you tell me about one piece of work where you used it yourself?',
  situation: 'Can you tell me about one specific time: what you did yourself, and what happened?',
  result: 'What came of it: what changed, or what did you learn?',
  tools: 'Which tools or technologies did you use for it?',
  illustration: 'Can you give me a concrete example?',
};

/**
 * Verbs a rubric's key point starts with that an interviewer can turn into a question to the candidate: "checks
 * whether the objection is resolved" is asked as "How would you check whether the objection is resolved?". Only these:
 * a point that starts with another word may be a noun ("fleet management…", "clear ownership…").
 */
const ASKABLE_VERBS = new Set(
  (
    'accept acknowledge adapt add address adjust agree align analyse analyze apply ask assess avoid balance break ' +
    'bring build capture check choose clarify coach commit communicate compare confirm connect consider coordinate ' +
    'delegate deliver define describe diagnose distinguish draw encourage enforce escalate estimate evaluate explain ' +
    'find flag follow gather give handle help hold identify include involve isolate keep learn limit link listen ' +
    'look make measure mention migrate mitigate monitor move name negotiate offer outline pick plan prepare present ' +
    'prevent prioritise prioritize probe propose protect quantify raise rank reach read recognise recognize record ' +
    'reduce reframe rehearse relate remove replay replicate reproduce resolve respond review revisit run say ' +
    'separate sequence set share show spot start state stay tailor take teach tell test tie track translate treat ' +
    'try update use validate verify warn weigh'
  ).split(' '),
);
/** Past forms that do not end in -ed ("built the value case with the customer"). */
const IRREGULAR_PAST = new Set(
  'brought built chose drew found gave held kept led made ran sought taught told took'.split(' '),
);
/** Verbs whose point is asked as "Can you tell me about …?" and as "Can you explain …?". */
const TELL_VERBS = new Set(['give', 'include', 'mention', 'name', 'say', 'share', 'state']);
const EXPLAIN_VERBS = new Set(['compare', 'describe', 'distinguish', 'explain', 'outline']);
/** Words a noun phrase may hold besides nouns and adjectives ("a recovery plan with the customer"). */
const PHRASE_WORDS = /^(of|with|for|on|in|from|between|via|across|about|per|such|as|and|or|-|,)$/i;
const PHRASE_TAG = /^(DET|ADJ|NOUN|PROPN|NUM)$/;
const THIRD_PERSON: Record<string, string> = {
  they: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourself',
  themself: 'yourself',
};

/**
 * A missed point of fact, asked in an interviewer's words rather than read out as a rubric label (docs/decisions/100).
 * A point that starts with an action is asked as one ("How would you…?", or "How did you…?" when the question is about
 * one occasion); a point that is only a noun phrase is asked about ("What about a recovery plan with the customer?").
 * Any other point (a claim such as "server returns HTML", a label, a phrase the tagger cannot read) is not read out:
 * the interviewer asks for the missing part in the round's words instead.
 */
export function askAbout(point: string, occasion: boolean, round: RoundType): string {
  // "diagnoses why: priority, stakeholder…": the words before a colon carry the point, the rest lists its parts.
  const words = point
    .replace(/:.*$/, '')
    .replace(/\.$/, '')
    .trim()
    .replace(/\b(they|their|theirs|themselves|themself)\b/gi, (w) => THIRD_PERSON[w.toLowerCase()]!);
  const lowered = /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  // "how you got into Excel", "what they did with each": a question already, asked as one.
  if (/^(how|what|why|when|where|which|who) \w+ \w+/i.test(lowered)) return `Can you tell me ${lowered}?`;
  // Tagged after a subject, the first word reads as the verb it is ("she checks…"), not as a noun ("checks").
  const doc = tagger.readDoc(`she ${lowered}`);
  const asVerbs: Tagged = {
    tokens: (doc.tokens().out() as string[]).slice(1),
    tags: (doc.tokens().out(tagger.its.pos) as string[]).slice(1),
    lemma: (doc.tokens().out(tagger.its.lemma as never) as string[])[1]!,
  };
  return (
    asAction(lowered, asVerbs, occasion) ??
    (asVerbs.tags[0] === 'VERB' ? null : asSubject(lowered)) ??
    ASK_FOR_MORE[occasion ? 'occasion' : round]
  );
}

/** A point's words and their tags, read after "she", and the lemma of its first word. */
type Tagged = { tokens: string[]; tags: string[]; lemma: string };

/** The point as a question about doing it, or null when it does not start with an askable verb. */
function asAction(point: string, { tokens, tags, lemma }: Tagged, occasion: boolean): string | null {
  const verb = tokens[0]!.toLowerCase();
  const rest = point.slice(tokens[0]!.length).trim();
  // "join combines rows…", "read-modify-write race…", "cut or reprioritised scope": not an action to ask about as is.
  const askable =
    tags[0] === 'VERB' &&
    ASKABLE_VERBS.has(lemma) &&
    tokens.length > 1 &&
    !/^(VERB|AUX)$/.test(tags[1]!) &&
    !/^(-|or|and|,)$/.test(tokens[1]!) &&
    !/^(why|how|what|when|where|who|which|whether)$/i.test(rest);
  if (!askable) return null;
  // "shared definition of ideal customer…": a past form before a bare noun may be an adjective; asked as a deed only
  // when the point is plainly one.
  if (verb.endsWith('ed') || IRREGULAR_PAST.has(verb))
    return verb === 'shared' ? null : `Can you tell me how you ${point}?`;
  // "picks a few fixes and builds a roadmap", "stays calm and does not discount": the verbs after the first are in
  // the third person too, and are put in their plain form with it.
  const laterVerbs = tokens.filter(
    (token, i) =>
      /^(and|or)$/.test(tokens[i - 1] ?? '') && /^(VERB|AUX)$/.test(tags[i]!) && /[^s]s$/.test(token),
  );
  if (laterVerbs.length && (TELL_VERBS.has(lemma) || EXPLAIN_VERBS.has(lemma) || laterVerbs.includes('is')))
    return null;
  const actions = laterVerbs.reduce(
    (text, later) =>
      text.replace(
        new RegExp(`\\b(and|or) ${escapeRegExp(later)}( not)?\\b`),
        (_, joint: string, not?: string) => (not ? `${joint} not` : `${joint} ${plain(later)}`),
      ),
    rest,
  );
  const base = plain(verb);
  if (TELL_VERBS.has(lemma))
    return /^(how|what|why|when|where|who|which|whether|if)\b/i.test(rest)
      ? `Can you tell me ${rest}?`
      : `Can you tell me about ${rest}?`;
  if (EXPLAIN_VERBS.has(lemma)) return `Can you ${base} ${rest}?`;
  return `How ${occasion ? 'did' : 'would'} you ${base} ${actions}?`;
}

/** The plain form of a verb: checks, diagnoses, quantifies, ties and has become check, diagnose, quantify, tie, have. */
const plain = (verb: string) =>
  verb === 'has'
    ? 'have'
    : verb
        .replace(/^(\w{2,})ies$/, '$1y')
        .replace(/(ss|sh|ch|x|z|o)es$/, '$1')
        .replace(/([^s])s$/, '$1');

/**
 * A point that is only a noun phrase, asked about as a subject; null for anything else. A point that starts with a
 * verb ("audits the components…", "ship less JavaScript…") is not asked here, however its words are tagged after
 * "she considered".
 */
function asSubject(point: string): string | null {
  const doc = tagger.readDoc(`she considered ${point}`);
  const tokens = (doc.tokens().out() as string[]).slice(2);
  const tags = (doc.tokens().out(tagger.its.pos) as string[]).slice(2);
  // A participle before a noun describes it ("structured root cause analysis", "buying signals").
  const describing = (i: number) => /(ed|ing)$/i.test(tokens[i]!) && /^(NOUN|ADJ)$/.test(tags[i + 1] ?? '');
  const phrase = tokens.every(
    (token, i) =>
      (PHRASE_TAG.test(tags[i]!) &&
        (tags[i] !== 'ADJ' || /^(NOUN|PROPN|ADJ|CCONJ|PUNCT)$/.test(tags[i + 1] ?? ''))) ||
      PHRASE_WORDS.test(token) ||
      describing(i),
  );
  // "server returns HTML", "a transaction groups operations": a word in -s before a noun is likely the verb.
  const hiddenVerb = tokens.some(
    (token, i) =>
      /[^s]s$/i.test(token) && tags[i - 1] !== 'DET' && /^(NOUN|PROPN|ADJ)$/.test(tags[i + 1] ?? ''),
  );
  if (!phrase || hiddenVerb || !/^(NOUN|PROPN)$/.test(tags.at(-1)!)) return null;
  return `What about ${point}? Where does that fit in?`;
}

/** What an interviewer asks for a missed part that cannot be put in their own words. */
const ASK_FOR_MORE: Record<RoundType | 'occasion', string> = {
  Technical: 'There is one more part to this I would like to hear. What else would you do or check here?',
  Behavioral: 'There is one more part to this I would like to hear. What else would you do, and why?',
  'Warm-up': 'There is one more part to this I would like to hear. What else would you add?',
  occasion: 'There is one more part to this I would like to hear. What else did you do, and why?',
};
