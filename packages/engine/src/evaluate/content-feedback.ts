import type { RoundType } from '@rehearse/contracts';
import type { ContentJudgement } from '../ports.ts';
import type { FeedbackArea } from '../types.ts';
import { STORY_PART_OF, type findArticulation, questionAsks, quotePassage } from './articulation.ts';
import {
  CLEARLY_ON_QUESTION,
  OFF_QUESTION,
  STRAYS,
  articulationFound,
  articulationScore,
  articulationShare,
  buzzPenalty,
  conceptCoverage,
  coverage,
  domainScore,
  generalPassages,
  generalShare,
  keepsToQuestion,
  keyPointStatus,
  misconceivedPassages,
  OCCASION_TOLD,
  onQuestion,
  questionGate,
  specificity,
  termsInSpecifics,
  type KeyPointStatus,
} from './content-score.ts';
import type { ContentFeatures } from './features.ts';
import type { Meaning } from './meaning.ts';
import { isEverydayNonNoun, isEverydayWord, isSpokenWord, spokenCount } from './everyday-words.ts';
import { evidenceAskedFor } from './evidence.ts';
import { EMPTY_REASON } from './lexicon.ts';
import { escapeRegExp } from '../lib/regexp.ts';
import { countWord, keyPointSentences, partShownSentence } from './key-point-reading.ts';
import { questionSubjects } from './question-focus.ts';
import { occasionsNotShown } from './asked-occasion.ts';
import type { QuestionProfile } from './question-profile.ts';
import { analyse, asSentence, contentStems, holdsAllStemsOf, sentences, stemList, tagger } from './text.ts';
import { SKILLS } from '../plan/skills.ts';
import { holdsPhrase } from '../lib/regexp.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;

/** Words too general to be a concept on their own ("example", "result", "data"). */
const GENERAL_WORDS = new Set(
  (
    'example result results outcome decision decisions data process tool tools method check review project ' +
    'used use practice system work learning lesson problem issue plan team customer time value ' +
    'experience quality change goal task step steps'
  ).split(' '),
);

/**
 * One word that names nothing: a general word ("example", "data"), or an everyday word that is not a noun ("together"
 * of "worked well together", a synonym of "diagnosis" in the bank; "still", "then").
 */
const generalAlone = (word: string) => GENERAL_WORDS.has(word) || isEverydayNonNoun(word);

/** A text's topic stems, whether it is one general word alone, and whether the question holds all its topic. */
function topicOf(text: string, questionStems: Set<string>) {
  const analysed = analyse(text);
  const topic = analysed.stems.filter((_, i) => analysed.content[i]);
  return {
    topic,
    generalWord: analysed.words.length === 1 && generalAlone(analysed.words[0]!),
    questionOnly: topic.every((stem) => questionStems.has(stem)),
  };
}

/**
 * Whether a concept may be named in feedback: not a single stop word or general word, and not just a piece of
 * the question ("Concept not mentioned: offs" was both).
 */
function showable(name: string, questionStems: Set<string>): boolean {
  const { topic, generalWord, questionOnly } = topicOf(name, questionStems);
  return topic.length > 0 && !generalWord && !questionOnly;
}

/**
 * Whether words the answer used for a concept are its own: not a single general word ("team", "plan") and not only
 * the question's words ("enjoy" for "What … do you enjoy most?"). In an explanation, "ask them why" has no topic word
 * and is its own; a story's concepts name its parts, and words with no topic ("so I", "I did", "in the end") are no
 * term of anything.
 */
function broughtByAnswer(used: string, questionStems: Set<string>, round: RoundType): boolean {
  const { topic, generalWord, questionOnly } = topicOf(used, questionStems);
  return !generalWord && (topic.length === 0 ? round === 'Technical' : !questionOnly);
}

export type AnswerJudgement = {
  onQuestion: boolean;
  /** On the question, but much of it about something else (see STRAYS). */
  strays: boolean;
  /**
   * So far on the question that the summary may say so (see CLEARLY_ON_QUESTION), where the judge had another task of
   * the field to set the answer against: a bank question of a related role on another topic. With none (a role the
   * bank does not hold), an answer to another task of the same job reads as close as a right one (ADR 159), so the
   * summary makes no claim either way.
   */
  clearlyOnQuestion: boolean;
  /** Key points covered and missed, concepts named and missing: the facts every list and the summary use. */
  keyPoints: ReturnType<typeof keyPointStatus>;
  conceptsNamed: { name: string; used: string }[];
  conceptsMissing: string[];
};

export function analyseAnswer(profile: QuestionProfile, f: ContentFeatures, m: Meaning): AnswerJudgement {
  const keyPoints = keyPointStatus(f, m);
  const questionStems = contentStems(profile.text);
  const pointStems = keyPoints.map((k) => contentStems(k.point));
  const conceptsNamed = f.concepts
    .filter((c) => c.used && showable(c.name, questionStems))
    .map((c) => ({ name: c.name, used: c.used! }));
  // A concept inside a covered key point was said in other words ("acknowledging" in "listened and acknowledged the
  // feeling first"); one inside a missed key point is listed there ("staying calm" in "stayed calm and did not take it
  // personally"). Inside is by stems, so that a word's other forms count.
  const inAKeyPoint = (name: string) => pointStems.some((point) => holdsAllStemsOf(point, name));
  // Only an explanation is asked for words it did not use: the concepts of a story or a warm-up name qualities
  // ("initiative", "pressure", "solution focus"), and telling a candidate to mention them asks for the very claims
  // the report faults as general (docs/decisions/145).
  const conceptsMissing =
    profile.round !== 'Technical'
      ? []
      : f.concepts
          .filter((c) => !c.used && c.weight >= 0.5 && showable(c.name, questionStems))
          .map((c) => c.name)
          .filter((name) => !inAKeyPoint(name))
          .slice(0, 4);
  const keeps = keepsToQuestion(f, m);
  return {
    onQuestion: keeps >= OFF_QUESTION,
    strays: keeps >= OFF_QUESTION && keeps < STRAYS,
    clearlyOnQuestion: keeps >= CLEARLY_ON_QUESTION && m.elsewhere !== null,
    keyPoints,
    conceptsNamed,
    conceptsMissing,
  };
}

/**
 * The first weakness of an answer that does not address the question: what was asked, and what the answer did
 * instead when that is clear (a general talk about the subject, or what the speaker usually does). The bank question
 * the answer comes closest to is not named: it was apt for one answer in three (docs/decisions/090). A subject of one
 * everyday word is not named either: "It talks about the work" or "the home" (of "at home, at school or at work") says
 * nothing an answer in its field could avoid.
 */
function offQuestionFeedback(profile: QuestionProfile, f: ContentFeatures): string {
  const answerStems = new Set(f.stems);
  const mentioned = questionSubjects(profile.text).find(
    (subject) =>
      (/\s/.test(subject) || !isEverydayWord(subject)) &&
      [...contentStems(subject)].every((stem) => answerStems.has(stem)),
  );
  let instead = '';
  if (f.toldOfAnOccasion === 0)
    instead =
      ' The question asks about one time it happened, and your answer describes what you usually do or would do.';
  else if (mentioned)
    instead = ` It talks about ${/^[A-Z0-9]/.test(mentioned) ? mentioned : `the ${mentioned}`} without answering what was asked.`;
  return `Your answer does not address the question that was asked: ${profile.text}${instead}`;
}

/** How many terms of the field one strength names. */
const PRAISED_TERMS = 5;

/**
 * The terms least said in everyday speech, in the order the answer used them: "myotomes", "dermatomes" and "reflexes"
 * rather than "leg" and "bladder", where the answer names more than a strength lists.
 */
function rarestFirst(terms: string[], count: number): string[] {
  const kept = new Set([...terms].sort((a, b) => spokenCount(a) - spokenCount(b)).slice(0, count));
  return terms.filter((term) => kept.has(term));
}

/** A field term this far from the answer's meaning, and outside the question's field words, was likely misheard. */
const FITS_THE_ANSWER = 0.3;

/**
 * The answer's terms of the field that were likely heard right: a word of the question's field (the words the
 * transcriber expects), or one that fits what the answer is about. A transcript swaps words for others of the
 * dictionary ("giants" for "joints", "tentacles" in an answer about Kafka consumers), and praise for one of those
 * tells the candidate the report did not listen (docs/decisions/143).
 */
function termsHeardRight(profile: QuestionProfile, f: ContentFeatures, m: Meaning): string[] {
  return termsInSpecifics(f.fieldTerms, f, m).filter((term) => {
    const stem = stemList(term)[0] ?? term.toLowerCase();
    return profile.fieldVocabulary.has(stem) || (m.wordFit.get(stem) ?? 0) >= FITS_THE_ANSWER;
  });
}

/** Specificity from which an answer with no rubric to judge it by is praised for its specifics (docs/decisions/090). */
const SPECIFIC_ANSWER = 0.4;

/** An answer more than this much made of general claims is not praised for its specifics, however many it names. */
const SOME_GENERAL = 0.25;

/** What an answer with no rubric and few specifics is asked for, by round. */
export const ASK_FOR_SPECIFICS: Record<RoundType, string> = {
  Technical:
    'Name the specific checks, tools, figures or terms you would use: they are what shows an interviewer you know this work.',
  Behavioral: 'Tell one real occasion with its specifics: where it was, what you did and what came of it.',
  'Warm-up': 'Give one specific example, a piece of work or a moment, that shows what you mean.',
};

/**
 * The articulation parts that show what each round's request for specifics asks for: an answer shown to have told a
 * specific example is not asked for one beside that praise.
 */
export const SPECIFICS_SHOWN_BY: Record<RoundType, string[]> = {
  Technical: [],
  Behavioral: ['situation', 'action', 'result'],
  'Warm-up': ['example'],
};

/**
 * Without a rubric (no bank question is close to the question), what shows knowledge of the work is the answer's
 * specifics: the terms of the field, figures and names it uses (`specificity`). An answer with enough of them, at most
 * a quarter of it general, with no buzzword and no giving up, is told so (a warm-up answer may close on a general
 * line: "Making something feel obvious is what keeps me hooked"). The passage is not quoted: a transcript swaps words
 * for others ("Only then jira I reported…"), and neither the encoder's fit nor the bank's words tell a misheard word
 * from a rare one of the field, as they do for a praised term (docs/decisions/090).
 */
function specificsShown(f: ContentFeatures, m: Meaning, specific: number): string | null {
  const plain = generalShare(f, m) <= SOME_GENERAL && !f.buzzwords.length && !f.nonAnswer;
  return plain && specific >= SPECIFIC_ANSWER
    ? 'You gave specifics an interviewer can check, not only general statements.'
    : null;
}

/**
 * The key points missed, in the report's words. An answer about another occasion may tell its own story well: its scene
 * is praised as a scene, and the point is missed as one of the occasion asked about, not as a scene never set. Where
 * several are missed so, the first names the occasion and the others go on from it, rather than each opening on the
 * same words.
 */
function missedPoints(j: AnswerJudgement, found: ReturnType<typeof findArticulation>): string[] {
  let named = false;
  return j.keyPoints
    .filter((k) => !k.covered)
    .map((k) => {
      const sentences = keyPointSentences(k.point);
      const kind = evidenceAskedFor(k.point);
      const part = kind ? STORY_PART_OF[kind] : undefined;
      const shown = part && found.some((a) => a.part.id === part && a.passage !== null);
      if (j.onQuestion || !shown || !sentences.missingOfAnother) return asSentence(sentences.missing);
      const said = named ? sentences.missingOfThatOccasion! : sentences.missingOfAnother;
      named = true;
      return asSentence(said);
    });
}

function domainFeedback(
  profile: QuestionProfile,
  f: ContentFeatures,
  m: Meaning,
  j: AnswerJudgement,
  found: ReturnType<typeof findArticulation>,
): FeedbackArea {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const questionStems = contentStems(profile.text);
  // A part of a story judged by its kind is said as that part alone: its detail was not judged. Points of one part
  // shown by the same words ("Action: reproduced the bug…", "Action: kept the fix small…", both in "I reproduced it…,
  // then read the handler…") are said once, as many: "Your answer says two things you did" (ADR 186).
  const coveredPoints = j.keyPoints.filter((k) => k.covered);
  const part = (k: KeyPointStatus) => (k.evidence ? partShownSentence(k.point) : null);
  const together = (k: KeyPointStatus, o: KeyPointStatus) =>
    part(k) !== null && part(k) === part(o) && k.quote === o.quote;
  coveredPoints.forEach((k, i) => {
    if (coveredPoints.slice(0, i).some((o) => together(o, k))) return;
    const said = k.quote !== null ? ` ("${asQuoted(k.quote, m)}")` : '';
    const many = coveredPoints.filter((o) => together(o, k)).length;
    const covered = (k.evidence && partShownSentence(k.point, many)) || keyPointSentences(k.point).covered;
    strengths.push(asSentence(`${covered}${said}`));
  });
  // Terms are praised only where the answer says them rightly: not in a common misconception alone ("secure" of "GET is
  // the secure method"; ADR 209).
  // Nor in what the answer sets aside ("delivery logs" of "There's no real need to look at our delivery logs"; ADR 211).
  const misconceived = new Set(misconceivedPassages(m));
  const saidRightly = (used: string) =>
    f.setAside.some(
      ({ restText }, i) =>
        !misconceived.has(i) && new RegExp(`\\b${escapeRegExp(used)}\\b`, 'i').test(restText),
    );
  // Without a rubric's concepts, the field's specific terms the answer uses are what shows knowledge.
  const fieldTerms = termsHeardRight(profile, f, m).filter(saidRightly);
  if (!j.conceptsNamed.length && fieldTerms.length >= 3 && j.onQuestion)
    strengths.push(
      asSentence(
        `You used specific terms of the field: ${rarestFirst(fieldTerms, PRAISED_TERMS)
          .map((t) => `"${t}"`)
          .join(', ')}`,
      ),
    );
  // Praise only terms the answer brought: "enjoy" in answer to "What … do you enjoy most?" says nothing.
  // Each term once, though two concepts may share it ("migrations").
  // …and only where it shows something: "stay calm" of "I always stay calm with customers because I am a patient
  // person", a general claim, is not praised beside it.
  const brought = termsInSpecifics(
    [
      ...new Map(
        j.conceptsNamed
          .filter((c) => broughtByAnswer(c.used, questionStems, profile.round) && saidRightly(c.used))
          .map((c) => [c.used.toLowerCase(), c.used] as const),
      ).values(),
    ],
    f,
    m,
  );
  // A story's concepts name its qualities ("listened", "paused", "stakeholders"), which its parts are praised for
  // already (docs/decisions/145, 147): only an explanation's or a warm-up's terms are praised as terms.
  // …and only in an answer to the question: "alternative strength" in an answer about an upset patient is no
  // "strength" of the candidate's.
  if (brought.length && profile.round !== 'Behavioral' && j.onQuestion)
    strengths.push(
      asSentence(
        `You used ${brought.length === 1 ? 'a term' : 'the terms'} this question is about: ${brought.map((used) => `"${used}"`).join(', ')}`,
      ),
    );
  // Without a rubric, the answer's specifics are what its score rests on: praised here, or asked for below.
  const unjudged = j.onQuestion && !profile.rubric.key_points.length && !strengths.length;
  const specific = unjudged ? specificity(profile, f, m) : 0;
  if (!j.onQuestion) weaknesses.push(offQuestionFeedback(profile, f));
  else if (unjudged) {
    const specifics = specificsShown(f, m, specific);
    if (specifics) strengths.push(specifics);
  }
  // A common misconception the answer states, with the point of the thing it gets wrong, where the answer does not make
  // that point elsewhere (ADR 209).
  // Each correction is said once, however many misconceptions it answers.
  const covered = new Set(j.keyPoints.flatMap((k) => (k.covered ? [k.point] : [])));
  const corrected = new Set<string>();
  // A passage quoted inside a sentence of feedback: "You said "…", which…".
  const quoted = (passage: number) =>
    asQuoted(quotePassage(m.passages[passage]!).replace(/[,;:.!?]+$/, ''), m);
  for (const { passage, misconception } of m.misconceived) {
    const { correction, corrects } = misconception;
    const said = corrected.has(correction) || (corrects !== null && covered.has(corrects));
    corrected.add(correction);
    weaknesses.push(
      `You said "${quoted(passage)}", which is a common misconception.${said ? '' : ` ${correction}`}`,
    );
  }
  // A key point the answer sets aside as not needed or best avoided, with what a strong answer does instead (ADR 211).
  if (j.onQuestion)
    for (const k of j.keyPoints) {
      if (k.covered || k.setAsideIn === null) continue;
      const instead = keyPointSentences(k.point).missing.replace(/^A strong answer also /, '');
      weaknesses.push(`You said "${quoted(k.setAsideIn)}", but a strong answer ${instead}.`);
    }
  const general = generalPassages(f, m);
  if (general.length) {
    const total = m.passages.length;
    // Long sentences are judged in parts: "four sentences" for an answer of two would be wrong.
    const share =
      sentences(m.passages.join(' ')).length === total
        ? general.length === total
          ? total === 1
            ? 'Your only sentence'
            : total === 2
              ? 'Both of your sentences'
              : `All ${countWord(total)} of your sentences`
          : `${countWord(general.length)} of your ${countWord(total)} sentences`
        : general.length === total
          ? total === 2
            ? 'Both parts of your answer'
            : `All ${countWord(total)} parts of your answer`
          : `${countWord(general.length)} of the ${countWord(total)} parts of your answer`;
    weaknesses.push(
      asSentence(
        `${share} ${general.length === 1 ? 'is a general claim' : 'are general claims'} rather than evidence, for example: "${asQuoted(quotePassage(m.passages[general[0]!]!), m)}"`,
      ),
    );
  }
  if (f.buzzwords.length)
    weaknesses.push(
      asSentence(
        `Phrases like ${f.buzzwords.map((b) => `"${b}"`).join(', ')} sound good but show nothing an interviewer can check`,
      ),
    );
  if (f.nonAnswer)
    weaknesses.push(asSentence(`You said "${f.nonAnswer}" instead of reasoning towards an answer`));
  if (f.dismissal)
    weaknesses.push(
      asSentence(
        `You waved the problem away, which shows an interviewer nothing of how you would handle it: "${asQuoted(f.dismissal, m)}"`,
      ),
    );
  // …with nothing praised and nothing faulted, it is asked for what it lacks.
  const specificsShownAs = found.some(
    (a) => a.passage !== null && SPECIFICS_SHOWN_BY[profile.round].includes(a.part.id),
  );
  if (unjudged && !strengths.length && !weaknesses.length && specific < SPECIFIC_ANSWER && !specificsShownAs)
    weaknesses.push(ASK_FOR_SPECIFICS[profile.round]);
  // The terms it missed, as the list of missing concepts has them: not one a covered key point says in other words.
  // An answer by a likeness or a small case is asked what each part of it stands for (ADR 198).
  if (j.onQuestion && !j.conceptsNamed.length && j.conceptsMissing.length) {
    const terms = j.conceptsMissing.slice(0, 3).map(mentioned).join(', ');
    weaknesses.push(
      f.relevance.byLikeness
        ? `You explained it with an everyday example, but did not use the terms this question is about, such as ${terms}. Say what each part of your example stands for in those terms.`
        : asSentence(`You did not use the terms this question is about, such as ${terms}`),
    );
  }
  return {
    score: domainScore(profile, f, m),
    strengths,
    weaknesses,
    key_points: j.keyPoints.map((k) => ({ point: k.point, covered: k.covered })),
    missing_areas: [
      ...missedPoints(j, found),
      ...j.conceptsMissing.map((name) => asSentence(`A strong answer also mentions ${mentioned(name)}`)),
    ],
    evidence: [
      `On the question: ${pct(onQuestion(f, m))} (fit to the question ${m.question.toFixed(2)}, ${signed(m.focus)} against "${m.closestSubject ?? 'no general question'}"; bank agreement ${f.relevance.agreement.toFixed(2)}, the bank's say ${pct(f.relevance.bankSays)}; question words taken up ${pct(m.questionWords)}${m.elsewhere ? `; ${signed(m.question - m.elsewhere.similarity)} against "${m.elsewhere.question}"` : ''}${m.ownSubject ? `; ${signed(m.question - m.ownSubject.similarity)} against its own "${m.ownSubject.question}"` : ''}); scores kept ${pct(questionGate(f, m))}`,
      ...j.keyPoints.map(
        (k) =>
          `Key point "${k.point}": ${k.covered ? 'covered' : 'missing'} (${k.evidence ? `by its kind of evidence${k.passage !== null ? `, passage ${k.passage + 1}` : ''}` : `closest passage in meaning ${k.similarity.toFixed(2)}, ${pct(k.words)} of its words`})`,
      ),
      ...f.concepts.map((c) => `Concept ${c.name}: ${c.used ? `"${c.used}"` : 'not named'}`),
      ...m.misconceived.map(
        ({ passage, also, misconception, similarity }) =>
          `Misconception "${misconception.text}": stated in passage ${passage + 1}${also === null ? '' : ` and ${also + 1}`} (${similarity.toFixed(2)} in meaning)`,
      ),
      `Coverage ${pct(coverage(f, m))} (concepts ${pct(conceptCoverage(f))}); specificity ${pct(specificity(profile, f, m))}; general claims ${pct(generalShare(f, m))}; buzzwords ${pct(buzzPenalty(f))}`,
      `Rubric from ${
        profile.rubricSource === 'neighbours'
          ? `the closest bank questions (${profile.neighbours
              .slice(0, 2)
              .map((n) => `"${n.doc.question.text}" ${n.similarity.toFixed(2)}`)
              .join(', ')})`
          : profile.rubricSource === 'none'
            ? 'the round alone (no bank question is close)'
            : profile.rubricSource
      }`,
    ],
  };
}

/** First words of the skills that are names (Kafka, Excel, Python), not everyday words (testing, leadership). */
let namedSkills: Set<string> | null = null;
const isNamedSkill = (word: string) =>
  (namedSkills ??= new Set(
    Object.keys(SKILLS)
      .filter((skill) => !isEverydayWord(skill))
      .map((skill) => skill.split(/[\s-]/)[0]!.toLowerCase()),
  )).has(word.toLowerCase());

/**
 * A concept's name as it reads inside a sentence: the bank writes many as labels ("Server sessions",
 * "Concrete outcome"), which mid-sentence take a small letter. Acronyms, names with capitals inside ("Core Web
 * Vitals"), named skills ("Kafka streams") and words spoken English does not know ("Goodhart risk") keep theirs.
 */
export function midSentence(name: string): string {
  const first = name.split(/[\s-]/)[0]!;
  if (!/^[A-Z][a-z]+$/.test(first) || /[A-Z]/.test(name.slice(1))) return name;
  if (isNamedSkill(first) || !isSpokenWord(first)) return name;
  return name[0]!.toLowerCase() + name.slice(1);
}

/**
 * A concept as the object of "mentions": a name that can only be a verb ("acknowledge", "confirm", "reproduce") as
 * its gerund ("A strong answer also mentions acknowledging"), any other in the middle of a sentence.
 */
function mentioned(name: string): string {
  if (!/^[a-z]+$/.test(name) || /ing$/.test(name)) return midSentence(name);
  const pos = tagger.readDoc(`we discussed the ${name} .`).tokens().out(tagger.its.pos) as string[];
  if (pos[3] !== 'VERB') return name;
  if (/[^e]e$/.test(name)) return `${name.slice(0, -1)}ing`;
  // "commit", "submit"; "plan", "stop": a last consonant after one short vowel is doubled.
  if (/mit$/.test(name) || /^[^aeiou]*[aeiou][bdgmnpt]$/.test(name)) return `${name}${name.at(-1)}ing`;
  return `${name}ing`;
}

const ROUND_NOUN: Record<RoundType, string> = {
  Technical: 'an explanation',
  Behavioral: 'a story',
  'Warm-up': 'a warm-up answer',
};

/**
 * What an answer should add for a part it did not show. A part said only in general words is quoted, with advice that
 * speaks of it ("You said "…because communication is key", but only in general words. Explain why…"), unless the
 * words hold one of the answer's rare terms: "because shared trucks stop and reload" may be judged general by the
 * encoder, and is not the candidate's to be told so. A part said in words that do not fit the question is quoted with
 * the part's own advice for that ("…which explains it by its own name…"), unless the same words are praised for another
 * part (`praised`, the passages shown).
 */
function adviceFor(
  a: ReturnType<typeof findArticulation>[number],
  f: ContentFeatures,
  m: Meaning,
  quoted: Set<string>,
  praised: string[],
): string {
  const unfitting = a.saidUnfitting?.quote.replace(/[.!?]$/, '');
  // Not words praised for another part ("…so nobody can change it" as how it works): they are not faulted beside it.
  if (
    unfitting !== undefined &&
    !quoted.has(unfitting) &&
    !praised.some((passage) => passage.includes(unfitting))
  ) {
    quoted.add(unfitting);
    return `You said "${asQuoted(unfitting, m)}", ${a.saidUnfitting!.advice}`;
  }
  const said = a.saidInGeneral?.replace(/[.!?]$/, '');
  // Words quoted as general for one part are not quoted again for the next: the candidate has read them once.
  if (said !== undefined && quoted.has(said)) return a.part.advice;
  const words = new Set(said?.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []);
  // …though a cliché in them makes them general whatever terms they hold ("…because saving money is the main goal in
  // logistics").
  // So does a reason that fits any problem ("…because that fixes most network issues").
  const cliche =
    said !== undefined && (f.buzzwords.some((b) => holdsPhrase(said, b)) || EMPTY_REASON.test(said));
  if (!said || (!cliche && f.rareTerms.some((term) => words.has(term.toLowerCase())))) return a.part.advice;
  quoted.add(said);
  return `You said "${asQuoted(said, m)}", but only in general words. ${a.part.beyondGeneral}`;
}

const TELL_ONE_STORY =
  'Tell one specific story from your own experience: when and where it happened, what you did yourself, and how it ended.';

type Found = ReturnType<typeof findArticulation>;

/** A behavioural answer that shows no part of a story at all (docs/decisions/091). */
const toldNothing = (profile: QuestionProfile, found: Found) =>
  profile.round === 'Behavioral' && found.length > 1 && found.every((a) => a.passage === null);

/** A quote of at least this many words is a piece of a sentence, not a term ("prepared statements"). */
const SENTENCE_QUOTE_WORDS = 4;

/**
 * A quote as the candidate reads it: one that opens inside a sentence opens on an ellipsis ("…webinar and after the
 * first week the cost per registration was forty dollars"), so it never reads as the start of what they said. A
 * passage is a piece of a long sentence, and a quote may open inside its passage too.
 */
export function asQuoted(quote: string, m: Pick<Meaning, 'passages' | 'opensSentence'>): string {
  if (quote.split(/\s+/).length < SENTENCE_QUOTE_WORDS) return quote;
  const at = m.passages.findIndex((passage) => passage.includes(quote));
  if (at < 0) return quote;
  const before = m.passages[at]!.slice(0, m.passages[at]!.indexOf(quote)).trim();
  const opens = before ? /[.!?]["')]?$/.test(before) : m.opensSentence[at]!;
  return opens ? quote : `…${quote}`;
}

/**
 * The parts shown, each quote once: the parts one sentence shows are praised together ("You said plainly what it is
 * and explained how or why it works: "An index makes reads faster because…"") rather than the same words quoted twice.
 */
function praisedOnce(shown: Found): { done: string[]; quote: string }[] {
  const byQuote = new Map<string, string[]>();
  for (const a of shown) byQuote.set(a.quote ?? '', [...(byQuote.get(a.quote ?? '') ?? []), a.part.done]);
  return [...byQuote].map(([quote, done]) => ({ done, quote }));
}

/** "a", "a and b", "a, b, and c": the last comma keeps "named a trade-off, cost or risk" one item. */
const listed = (items: string[]) =>
  items.length < 3 ? items.join(' and ') : `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;

function articulationFeedback(
  profile: QuestionProfile,
  f: ContentFeatures,
  m: Meaning,
  j: AnswerJudgement,
  found: Found,
): FeedbackArea {
  const asks = questionAsks(profile.text);
  const strengths = praisedOnce(found.filter((a) => a.passage !== null)).map(({ done, quote }) =>
    asSentence(`You ${listed(done)}: "${asQuoted(quote, m)}"`),
  );
  const weaknesses: string[] = [];
  if (f.joke)
    weaknesses.push(
      asSentence(`You made a joke ("${f.joke}"); in an interview, answer the question straight away`),
    );
  if (asks.figures && f.numbers.length === 0)
    weaknesses.push('The question asks for figures, and your answer gives none.');
  // Never beside what the speaker did shown in a story whose past endings the transcriber lost (presentInAPastStory).
  const didShown = found.some((a) => a.part.id === 'action' && a.passage !== null);
  if (asks.story && !didShown && !f.actions.some((a) => a.past))
    weaknesses.push('The question asks about your own experience, and your answer never says what you did.');
  // A story told without the kind of occasion asked: a solo repair told to "Tell me about a time you worked in a team".
  if ((f.toldOfAnOccasion ?? 0) >= OCCASION_TOLD)
    for (const occasion of occasionsNotShown(profile.text, m.passages)) weaknesses.push(occasion.unshown);
  if (profile.round === 'Warm-up' && f.words > 160)
    weaknesses.push(
      `At ${f.words} words your answer is long for a warm-up question; three or four sentences are enough.`,
    );
  if (generalShare(f, m) >= 0.5)
    weaknesses.push(
      'Most of your answer is general statements, which leaves the listener nothing specific to remember.',
    );
  const quotedAsGeneral = new Set<string>();
  const praisedPassages = found.flatMap((a) => (a.passage === null ? [] : [m.passages[a.passage]!]));
  return {
    score: articulationScore(profile, f, m),
    strengths,
    weaknesses,
    // A story not yet told is asked for once, not for each of its seven parts.
    missing_areas: toldNothing(profile, found)
      ? [TELL_ONE_STORY]
      : found
          .filter((a) => a.passage === null)
          .map((a) => adviceFor(a, f, m, quotedAsGeneral, praisedPassages)),
    evidence: [
      `${ROUND_NOUN[profile.round ?? 'Technical']} parts shown: ${
        found
          .filter((a) => a.passage !== null)
          .map((a) => a.part.id)
          .join(', ') || 'none'
      } (${pct(articulationShare(profile, f, m))} of the rubric's weight)`,
      `Figures: ${f.numbers.length}; named things: ${f.namedThings.length}; own actions: ${f.actions.length}; general claims: ${generalPassages(f, m).length} of ${m.passages.length} sentences`,
      ...(j.onQuestion ? [] : ['Scores reduced: the answer does not address the question asked']),
    ],
  };
}

function summary(
  profile: QuestionProfile,
  f: ContentFeatures,
  j: AnswerJudgement,
  articulation: FeedbackArea,
  found: Found,
  m: Meaning,
): string {
  const covered = j.keyPoints.filter((k) => k.covered).length;
  const total = j.keyPoints.length;
  const parts: string[] = [];
  if (!j.onQuestion) parts.push(offQuestionFeedback(profile, f));
  if (j.strays) parts.push('Much of your answer is about something other than what was asked.');
  if (m.misconceived.length)
    parts.push(
      m.misconceived.length === 1
        ? 'It states a common misconception about the subject.'
        : `It states ${countWord(m.misconceived.length)} common misconceptions about the subject.`,
    );
  if (total === 1)
    parts.push(`You ${covered ? 'covered' : 'missed'} the one key point a strong answer makes.`);
  else if (total)
    parts.push(
      `You covered ${covered ? countWord(covered) : 'none'} of the ${countWord(total)} key points a strong answer makes.`,
    );
  // Said only where the judgement is clear: an answer near the line may be about something else, which it cannot
  // tell for sure (data cleaning given to "why the average order value can be misleading", ADR 155).
  else if (j.clearlyOnQuestion) parts.push('Your answer addresses the question asked.');
  // Parts, not strengths: one strength praises every part its words show.
  const done = found.filter((a) => a.passage !== null).length;
  const all = done + articulation.missing_areas.length;
  const noun = ROUND_NOUN[profile.round ?? 'Technical'];
  parts.push(
    toldNothing(profile, found)
      ? 'It does not tell a story yet: it shows none of the parts a clear one has.'
      : done === all
        ? `As ${noun}, it has every part a clear one needs.`
        : all === 1
          ? `As ${noun}, it does not show the one part a clear one has.`
          : `As ${noun}, it shows ${done ? countWord(done) : 'none'} of the ${countWord(all)} parts a clear one has.`,
  );
  return parts.join(' ');
}

/** The embedded judgement: scores with the feedback and evidence behind them, in the product's words. */
export function judgeFromFeatures(
  profile: QuestionProfile,
  f: ContentFeatures,
  m: Meaning,
): ContentJudgement {
  const j = analyseAnswer(profile, f, m);
  const found = articulationFound(profile, f, m);
  const domain = domainFeedback(profile, f, m, j, found);
  const articulation = articulationFeedback(profile, f, m, j, found);
  return {
    domain_knowledge: domain,
    articulation,
    summary: summary(profile, f, j, articulation, found, m),
    scorer: 'embedded',
    notes: [],
  };
}
