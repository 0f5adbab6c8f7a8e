import { escapeRegExp } from '../lib/regexp.ts';
import { tagger } from './text.ts';

/**
 * How a rubric's key point reads, so that the interviewer can ask about it and the report can say it in sentences
 * about the candidate's answer (docs/decisions/100, 091). Key points are written as fragments in three shapes: an
 * action in the third person ("checks whether the objection is resolved", "use a slow, salted password hash"), a thing
 * ("a recovery plan with the customer"), or a question ("how they tracked it"). Anything else (a claim such as
 * "server returns HTML", a label such as "situation: when and where it happened", a phrase the tagger cannot read) is
 * `other`, and is shown as the label it is.
 */
export type PointReading =
  | {
      kind: 'action';
      /** The first verb as written ("checks", "use", "coordinated"), lower case. */
      verb: string;
      /** The first verb in its plain form ("check", "use"). */
      plain: string;
      /** The words after the first verb, "they" and "their" made "you" and "your". */
      rest: string;
      /** The point is in the past ("coordinated with others and flagged risks"). */
      past: boolean;
      /** The point asks for something to be told ("names", "mentions") or explained ("explains", "compares"). */
      asks: 'tell' | 'explain' | null;
      /** The whole action in the plain form, later verbs too ("pick a few fixes and build a roadmap"). */
      plainAction: string;
      /** The whole action in the third person ("picks a few fixes and builds a roadmap"), or null in the past. */
      thirdPerson: string | null;
    }
  | { kind: 'thing'; phrase: string }
  | { kind: 'question'; clause: string }
  | {
      kind: 'other';
      /**
       * A deed in the third person that is no action to ask about as it stands, with its parts listed after a colon
       * ("diagnoses why: priority, stakeholder, missing compelling event"): said as written.
       */
      listedDeed?: string;
    };

/**
 * Verbs a key point starts with that read as an action of the candidate. Only these: a point that starts with
 * another word may be a noun the tagger takes for a verb ("fleet management…", "clear ownership…", "default…").
 */
const ACTION_VERBS = new Set(
  (
    'accept acknowledge adapt add address adjust agree align analyse analyze apply ask assess avoid balance break ' +
    'bring build capture check choose clarify coach commit communicate compare confirm connect consider coordinate ' +
    'delegate deliver define describe diagnose distinguish draw encourage enforce escalate estimate evaluate explain ' +
    'find flag follow gather give handle help hold identify include involve isolate keep learn limit link listen ' +
    'look make measure mention migrate mitigate monitor move name negotiate offer outline pick plan prepare present ' +
    'prevent prioritise prioritize probe propose protect quantify raise rank reach read recognise recognize record ' +
    'reduce reframe rehearse relate remove replay replicate reproduce resolve respond review revisit run say ' +
    'separate sequence set share show spot start state stay tailor take teach tell test tie track translate treat ' +
    'try update use validate verify warn weigh optimise optimize search change fix'
  ).split(' '),
);
/** Past forms that do not end in -ed ("built the value case with the customer"). */
const IRREGULAR_PAST = new Set(
  'brought built chose drew found gave held kept led made ran sought taught told took'.split(' '),
);
const TELL_VERBS = new Set(['give', 'include', 'mention', 'name', 'say', 'share', 'state']);
const EXPLAIN_VERBS = new Set(['compare', 'describe', 'distinguish', 'explain', 'outline']);
/** Words a noun phrase may hold besides nouns and adjectives ("a recovery plan with the customer"). */
const PHRASE_WORDS =
  /^(of|with|for|on|in|from|between|via|across|about|per|such|as|and|or|versus|vs|plus|without|over|than|-|,)$/i;
/**
 * Words that open what a noun phrase's noun is or does ("the data or test that disproved it", "willingness to learn
 * the company stack", "a hypothesis before testing"): after a noun, whatever follows them belongs to the thing.
 */
const DESCRIBING_TAIL = /^(that|which|who|whose|to|before|after|when|where|while|until|including)$/i;
const PHRASE_TAG = /^(DET|ADJ|NOUN|PROPN|NUM)$/;
const THIRD_PERSON: Record<string, string> = {
  they: 'you',
  their: 'your',
  theirs: 'yours',
  themselves: 'yourself',
  themself: 'yourself',
};

const CANDIDATE_PRONOUNS = /\b(they|their|theirs|themselves|themself)\b/gi;
/**
 * "Them" is the candidate only after a verb of what the work did to them ("why that category suits them", "what each
 * one taught them", "what made them proud"); elsewhere it is other people or things ("gave them ownership", "reads
 * them together").
 */
const CANDIDATE_THEM = /\b(suits?|taught|teaches|made|makes) them\b/gi;

/** The point with the candidate's "they", "their" and "them" said as "you" and "your". */
const saidToYou = (words: string) =>
  words
    .replace(CANDIDATE_PRONOUNS, (w) => THIRD_PERSON[w.toLowerCase()]!)
    .replace(CANDIDATE_THEM, (_, verb: string) => `${verb} you`);
/** The text with a small first letter, unless its first word is a name or an acronym ("SQL", "Kafka" stay). */
const smallFirst = (text: string) => text.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
/** Others a point may speak of: "they" and "their" in such a point are theirs ("the customer and their impact"). */
const OTHERS =
  /\b(customers?|clients?|users?|buyers?|prospects?|stakeholders?|champions?|executives?|people|person|someone|somebody|students?|patients?|listeners?|audience|accounts?|partners?|vendors?)\b/i;
/** What a customer does or has, not the candidate ("why they bought", "tied to their goals", "their endpoint"). */
const NOT_THE_CANDIDATE =
  /\bthey (bought|buy|expected|expect|may|might|need|see|saw|say|said|feel|felt|care)\b|\btheir (goals?|metrics|use cases?|endpoints?|business|needs?|problems?|budgets?|outcomes?|level)\b/i;

/**
 * Whether "they" and "their" in a point are the candidate ("what they learned from building it", "how the role fits
 * their career plan"), to be said as "you" and "your"; not when the point speaks of others or of what is theirs.
 */
const candidateAsThey = (point: string) => !OTHERS.test(point) && !NOT_THE_CANDIDATE.test(point);

/**
 * Readings kept, oldest first: the bank's points are read once per process, and the points of planned or LLM rubrics,
 * which have no end, never take more than this many places.
 */
const KEPT_READINGS = 5000;
const readings = new Map<string, PointReading>();

/** How a key point reads (see PointReading); read once per point. */
export function readPoint(point: string): PointReading {
  let reading = readings.get(point);
  if (!reading) {
    reading = read(point);
    if (readings.size >= KEPT_READINGS) readings.delete(readings.keys().next().value!);
    readings.set(point, reading);
  }
  return reading;
}

function read(point: string): PointReading {
  // "diagnoses why: priority, stakeholder…": the words before a colon carry the point, the rest lists its parts. A
  // point "situation: …" names a part of a story, and is not read here.
  if (/^(situation|actions?|results?|task)\b/i.test(point)) return { kind: 'other' };
  const words = point.replace(/:.*$/, '').replace(/\.$/, '').trim();
  const toYou = candidateAsThey(words) ? saidToYou(words) : words;
  const lowered = smallFirst(toYou);
  // "how you got into Excel", "what they did with each", "whose support was needed": a question already.
  if (/^(how|what|why|when|where|which|who|whose) \w+ \w+/i.test(lowered))
    return { kind: 'question', clause: lowered };
  // Tagged after a subject, the first word reads as the verb it is ("she checks…"), not as a noun ("checks").
  const doc = tagger.readDoc(`she ${lowered}`);
  const tokens = (doc.tokens().out() as string[]).slice(1);
  const tags = (doc.tokens().out(tagger.its.pos) as string[]).slice(1);
  const lemmas = (doc.tokens().out(tagger.its.lemma as never) as string[]).slice(1);
  // What follows a colon lists the parts of a deed ("diagnoses why: priority, stakeholder…"): said with it.
  const listed = /:\s*(.+?)\.?$/.exec(point)?.[1];
  // "record types such as A and CNAME", "use cases", "test cases": a noun before "types" or "cases" names a kind of
  // thing, not a deed done to types or cases ("records types…" misread the point; ADR 161).
  if (tags[0] === 'VERB' && /^(types|cases)$/i.test(tokens[1] ?? ''))
    return asThing(lowered) ?? { kind: 'other' };
  // "State updates must be immutable": a noun and the verb it is the subject of, a claim to cover, not "states updates".
  if (
    tags[0] === 'VERB' &&
    !/s$/i.test(tokens[0]!) &&
    /^(must|should|can|cannot|will|would|are|is|need)$/i.test(tokens[2] ?? '')
  )
    return { kind: 'other' };
  if (tags[0] === 'VERB') {
    const action = asAction(lowered, tokens, tags, lemmas);
    if (action?.kind === 'action' && action.thirdPerson && listed)
      return { ...action, thirdPerson: `${action.thirdPerson}: ${listed}` };
    const thirdPerson = /[^s]s$/.test(tokens[0]!) && ACTION_VERBS.has(lemmas[0]!);
    // A verb alone before its colon is a noun ("fixes: split work, yield, or use a web worker").
    if (!action && listed && thirdPerson && tokens.length > 1)
      return { kind: 'other', listedDeed: `${lowered}: ${listed}` };
    return action ?? (describesAThing(tokens) ? asThing(lowered) : null) ?? { kind: 'other' };
  }
  return asThing(lowered) ?? { kind: 'other' };
}

/** A word that opens a clause of its own inside a key point: its verbs are not the point's deeds. */
const CLAUSE_OPENS =
  /^(?:when|whenever|if|because|since|while|where|unless|until|so|that|which|who|as|before|after)$/i;

function asAction(point: string, tokens: string[], tags: string[], lemmas: string[]): PointReading | null {
  const lemma = lemmas[0]!;
  // A gerund ("learning from a mistake", "asking for review") is the deed in its plain form; not one that names a thing
  // ("sequencing of hires…") or opens the subject of a claim ("capturing phase runs before bubbling").
  const written = tokens[0]!.toLowerCase();
  const gerund = /ing$/.test(written) && lemma !== written;
  if (
    gerund &&
    (tokens[1] === 'of' || tags.some((tag, i) => i > 1 && tag === 'VERB' && /[^s]s$/.test(tokens[i]!)))
  )
    return null;
  const verb = gerund ? lemma : written;
  const rest = point.slice(tokens[0]!.length).trim();
  // "join combines rows…", "read-modify-write race…", "cut or reprioritised scope": not an action as it stands. "own"
  // is one only as "owns" or "owned": "own retention and expansion numbers" may be the candidate's own numbers.
  const action =
    (ACTION_VERBS.has(lemma) || (lemma === 'own' && written !== lemma)) &&
    tokens.length > 1 &&
    !/^(VERB|AUX)$/.test(tags[1]!) &&
    !/^(-|or|and|,)$/.test(tokens[1]!) &&
    !/^(why|how|what|when|where|who|which|whether)$/i.test(rest);
  if (!action) return null;
  const asks = TELL_VERBS.has(lemma) ? 'tell' : EXPLAIN_VERBS.has(lemma) ? 'explain' : null;
  if (verb.endsWith('ed') || IRREGULAR_PAST.has(verb)) {
    // "shared definition of ideal customer…": a past form before a bare noun may be an adjective.
    if (verb === 'shared') return null;
    return {
      kind: 'action',
      verb,
      plain: lemma,
      rest,
      past: true,
      asks,
      plainAction: point,
      thirdPerson: null,
    };
  }
  // "picks a few fixes and builds a roadmap", "stays calm and does not discount", "build the artifact once and promote
  // it": a verb after "and" or "or" in the first verb's form changes with it. A last word after a noun and "or" is
  // another noun ("find the bottleneck or cause").
  const third = verb.endsWith('s') && verb !== lemma;
  // Not a verb of a clause of its own: "choose a linked list when you often insert or remove in the middle" (ADR 206).
  const clause = tokens.findIndex((token, i) => i > 0 && CLAUSE_OPENS.test(token));
  const later = tokens.filter(
    (token, i) =>
      (clause < 0 || i < clause) &&
      /^(and|or)$/.test(tokens[i - 1] ?? '') &&
      /^(VERB|AUX)$/.test(tags[i]!) &&
      !(i === tokens.length - 1 && tags[i - 2] === 'NOUN') &&
      (third ? /[^s]s$/.test(token) : token.toLowerCase() === lemmas[i]),
  );
  if (later.includes('is') || (later.length && asks)) return null;
  const withLater = (change: (verb: string) => string) =>
    later.reduce(
      (text, v) =>
        text.replace(
          new RegExp(`\\b(and|or) ${escapeRegExp(v)}\\b`),
          (_, joint: string) => `${joint} ${change(v)}`,
        ),
      rest,
    );
  const plain = third ? plainForm(verb) : verb;
  // "and does not discount" is asked as "and not discount".
  const plainRest = third ? withLater(plainForm).replace(/\b(and|or) do not\b/g, '$1 not') : rest;
  // A gerund's later gerund at the end is a deed too ("saying no or deferring"); one before a noun describes it
  // ("sharing playbooks or winning talk tracks").
  const lastDeed = gerund ? /\b(and|or) ([a-z]+ing)$/.exec(rest) : null;
  const lastLemma = lastDeed ? lemmas[tokens.length - 1]! : null;
  const thirdRest = third
    ? rest
    : lastDeed && lastLemma && lastLemma !== lastDeed[2]
      ? withLater(thirdPersonForm).replace(/\b(and|or) [a-z]+ing$/, `$1 ${thirdPersonForm(lastLemma)}`)
      : withLater(thirdPersonForm);
  return {
    kind: 'action',
    verb,
    plain,
    rest,
    past: false,
    asks,
    plainAction: `${plain} ${plainRest}`,
    thirdPerson: `${third ? verb : thirdPersonForm(verb)} ${thirdRest}`,
  };
}

/** The plain form of a verb: checks, diagnoses, quantifies, ties and has become check, diagnose, quantify, tie, have. */
export const plainForm = (verb: string) =>
  verb === 'has'
    ? 'have'
    : verb
        .replace(/^(\w{2,})ies$/, '$1y')
        .replace(/(ss|sh|ch|x|z|o)es$/, '$1')
        .replace(/([^s])s$/, '$1');

/** The third person of a plain verb: check, teach, quantify, have become checks, teaches, quantifies, has. */
const thirdPersonForm = (verb: string) =>
  verb === 'have'
    ? 'has'
    : /[^aeiou]y$/.test(verb)
      ? verb.replace(/y$/, 'ies')
      : /(s|sh|ch|x|z|o)$/.test(verb)
        ? `${verb}es`
        : /s$/.test(verb)
          ? verb
          : `${verb}s`;

/**
 * Whether a first word read as a verb, and no action of the candidate's, opens a noun phrase: an adjective ("clear
 * severity definitions", "open questions about…") or a gerund ("mentoring newer reps with examples"). A past form
 * may be either ("shared goals", "created regular rituals"), and a plain verb may be a noun ("queue slow work…"): they
 * keep their label.
 */
function describesAThing(tokens: string[]): boolean {
  const first = tokens[0]!;
  if (/ing$/i.test(first)) return true;
  // "own retention and expansion numbers": without "your" before it, "own" is a verb.
  if (/^own$/i.test(first)) return false;
  const tags = tagger.readDoc(`a very ${first}`).tokens().out(tagger.its.pos) as string[];
  return tags[2] === 'ADJ';
}

/**
 * A point that is only a noun phrase; null for anything else. "server returns HTML" and "a transaction groups
 * operations" are claims whose verb the tagger takes for a noun, so a plural-looking word before a noun counts as a
 * hidden verb.
 */
function asThing(point: string): PointReading | null {
  // A thing and a question about it, or a thing and its own ("the disagreement and who was involved", "the solution
  // and its result"), and a thing with what was done to it ("the options considered").
  const joined =
    /^(.+?) and (?:(?:who|what|how|why|when|where|which)\b.+|(?:its|their) [a-z]+)$/i.exec(point) ??
    /^(.+?) (?:considered|involved|chosen|tried|taken|used)$/i.exec(point);
  if (joined && joined[1]!.split(' ').length <= 4 && asThing(joined[1]!)?.kind === 'thing')
    return { kind: 'thing', phrase: point };
  const doc = tagger.readDoc(`she considered ${point}`);
  const tokens = (doc.tokens().out() as string[]).slice(2);
  const tags = (doc.tokens().out(tagger.its.pos) as string[]).slice(2);
  // A participle before a noun describes it ("structured root cause analysis", "buying signals").
  const describing = (i: number) =>
    /(ed|ing)$/i.test(tokens[i]!) &&
    /^(NOUN|ADJ)$/.test(tags[i + 1] ?? '') &&
    // After a noun it is that noun's verb ("the seller asked questions").
    !/^(NOUN|PROPN)$/.test(tags[i - 1] ?? '');
  // A noun followed by what it involves ("a piece of work involving prioritising a product roadmap"): an -ing form
  // after a noun, or after such a form, and followed by more of the phrase; not after a word that may be a verb in
  // the third person ("a long task blocks rendering…" is a claim).
  const involving = (i: number): boolean =>
    /ing$/i.test(tokens[i]!) &&
    i + 1 < tokens.length &&
    ((tags[i - 1] === 'NOUN' && !/[^s]s$/i.test(tokens[i - 1]!)) ||
      (i > 0 && /ing$/i.test(tokens[i - 1]!) && involving(i - 1)));
  // The thing's own words: up to what describes it, if a noun comes before that.
  // A clause with no "that" describes it too: "a skill you bring", "a real limitation they hit".
  const contactClause = (i: number) => /^(i|you|we|they)$/i.test(tokens[i]!) && tags[i + 1] === 'VERB';
  const tail = tokens.findIndex(
    (token, i) =>
      (DESCRIBING_TAIL.test(token) || contactClause(i)) &&
      /^(NOUN|PROPN)$/.test(tags[i - 1] ?? '') &&
      !/^(and|or|,)$/i.test(tokens[i + 1] ?? ''),
  );
  if (tail > 0 && tail < tokens.length - 1) {
    const head = tokens.slice(0, tail).join(' ');
    return asThing(head) ? { kind: 'thing', phrase: point } : null;
  }
  const phrase = tokens.every(
    (token, i) =>
      (PHRASE_TAG.test(tags[i]!) &&
        (tags[i] !== 'ADJ' || /^(NOUN|PROPN|ADJ|CCONJ|PUNCT)$/.test(tags[i + 1] ?? ''))) ||
      PHRASE_WORDS.test(token) ||
      describing(i) ||
      involving(i),
  );
  // …and one that opens the point before a determiner ("coaches the champion to open the door").
  const hiddenVerb = tokens.some(
    (token, i) =>
      /[^s]s$/i.test(token) &&
      tags[i - 1] !== 'DET' &&
      (/^(NOUN|PROPN|ADJ)$/.test(tags[i + 1] ?? '') || (i === 0 && tags[1] === 'DET')),
  );
  if (!phrase || hiddenVerb || !/^(NOUN|PROPN)$/.test(tags.at(-1)!)) return null;
  return { kind: 'thing', phrase: point };
}

/**
 * What a part of a story shows, as the report says it, with the words after its label as written: "situation: the bug
 * and who found it" sets out the situation ("…: the bug and who found it"), "result with numbers" gives the result
 * ("… with numbers"), "action: asked specific questions" says what you did. A part told in words that already say it
 * ("action: what you did yourself", "result: how it ended", "Action: what they tried first") is said in them alone.
 * Their "they" becomes "you" where the sentence speaks to the candidate ("says what you did: systematic steps you
 * tried"), and stays elsewhere: it may be the candidate or someone else ("what they learned", "their promotion").
 */
const STORY_PARTS: { label: RegExp; labelled: string; plain?: string; several?: string }[] = [
  { label: /^situation$/i, labelled: 'sets out the situation' },
  { label: /^task$/i, labelled: 'says what you had to achieve' },
  { label: /^actions?$/i, labelled: 'says what you did', plain: 'describes the', several: 'things you did' },
  { label: /^results?$/i, labelled: 'gives the result', plain: 'gives the' },
];

/** A key point read as a labelled part of a story ("action: what you did yourself"): its part, and what follows. */
function readStoryPart(point: string) {
  const [, label, colon, detail] = /^([a-z]+)(:?)\s*(.*?)\.?$/i.exec(point) ?? [];
  const part = label ? STORY_PARTS.find((p) => p.label.test(label)) : undefined;
  return part ? { part, label: label!, colon: !!colon, detail: detail ?? '' } : null;
}

function storyPartSaid(point: string): string | null {
  const read = readStoryPart(point);
  if (!read) return null;
  const { part, label, colon, detail } = read;
  const words = smallFirst(detail);
  if (colon) {
    if (!words) return null;
    // Said to "you", the speaker's "they" becomes "you" too: "says what you did: systematic steps you tried".
    const toYou = candidateAsThey(words) ? saidToYou(words) : words;
    // "how it ended", "what you did yourself", "what they tried on their own first": a question, said as it is.
    if (/^(how|what|who|why|when|where|which|whether)\b/.test(words) && !/^situation$/i.test(label))
      return `says ${toYou}`;
    return `${part.labelled}: ${/ you\b/.test(part.labelled) ? toYou : words}`;
  }
  // "results are what drive renewal" is a claim, not a part of a story.
  if (/^(is|are|was|were|matters?|drives?)\b/.test(words)) return null;
  const name = label.toLowerCase();
  const said = part.plain ? `${part.plain} ${name}` : `${part.labelled}`;
  if (!words) return said;
  // "gives the result, with numbers"; "gives the result, including any cost" as written.
  const joint = /^,/.test(words) ? '' : part.plain === 'gives the' && /^with\b/.test(words) ? ', ' : ' ';
  return `${said}${joint}${words}`;
}

const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten'.split(' ');
/** A count as a word up to ten ("two of your three sentences"), so that a sentence can start with it. */
export const countWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** The words after a story part's label that say no more than the part itself. */
const PART_ALONE = /^(when and where it happened|what (you|they) did( yourself| themselves)?|how it ended)$/i;

/**
 * The sentence for a labelled part of a story covered by its kind of evidence (docs/decisions/148): the part alone
 * ("Your answer says what you did"), as only the part was judged. "action: listened and acknowledged the feeling first"
 * is covered by any deed of the story, and "Your answer says what you did: listened and acknowledged the feeling first"
 * beside a quote about writing macros would claim what the answer never said. Null for a point whose own sentence says
 * no more than its part ("situation: when and where it happened") or that is not a labelled part.
 *
 * Several such points shown by the same words are said together: "Your answer says two things you did" for two points
 * of what the speaker did, told in one sentence (docs/decisions/186).
 */
export function partShownSentence(point: string, together = 1): string | null {
  const read = readStoryPart(point);
  if (!read?.colon || !read.detail || PART_ALONE.test(read.detail)) return null;
  const { labelled, several } = read.part;
  return together > 1 && several
    ? `Your answer says ${countWord(together)} ${several}`
    : `Your answer ${labelled}`;
}

/** Whether a key point names a part of a story and no more of it: "situation: when and where it happened". */
export function onlyAStoryPart(point: string): boolean {
  const read = readStoryPart(point);
  return !!read?.colon && PART_ALONE.test(read.detail);
}

/** How a missed part of a story names the occasion the question asks about, and how the next ones go on from it. */
export const OCCASION_ASKED = 'A strong answer tells of the occasion the question asks about';
export const OF_THAT_OCCASION = 'Of that occasion';

/**
 * A key point in the report's words, about the candidate's answer (docs/decisions/091): covered, "Your answer checks
 * whether the objection is resolved"; missed, "A strong answer also checks whether the objection is resolved". A thing
 * is covered ("Your answer covers a recovery plan with the customer"), a question is said ("A strong answer also says
 * how you tracked it"), a deed in the past is told ("tells how you coordinated with others"), a part of a story is
 * shown ("Your answer sets out the situation: when and where it happened"). A claim, or a deed with a colon, keeps its
 * words after a colon ("A strong answer also covers this point: least-privilege database user limits damage").
 * Neither ends in a full stop.
 */
export function keyPointSentences(point: string): {
  covered: string;
  missing: string;
  /**
   * For a part of a story, missed by an answer that tells of another occasion than the one asked about: the part was
   * there, in a story about something else ("A strong answer tells of the occasion the question asks about, and sets
   * out the situation: when and where it happened").
   */
  missingOfAnother?: string;
  /** The same, after a first part was missed so: "Of that occasion, a strong answer also says how it ended". */
  missingOfThatOccasion?: string;
} {
  const reading = readPoint(point);
  const label = point.replace(/\.$/, '');
  const asPart = storyPartSaid(point);
  const said =
    reading.kind === 'action' && reading.thirdPerson
      ? reading.thirdPerson
      : reading.kind === 'action' && reading.past && !point.includes(':')
        ? // A story's deed, as written: its "they" is someone the speaker worked with ("checked they could do it alone").
          `tells how you ${smallFirst(label)}`
        : reading.kind === 'thing'
          ? `covers ${reading.phrase}`
          : reading.kind === 'question'
            ? `says ${reading.clause}`
            : reading.kind === 'other' && reading.listedDeed
              ? reading.listedDeed
              : asPart;
  const ofAnother = said !== null && said === asPart;
  return said
    ? {
        covered: `Your answer ${said}`,
        missing: `A strong answer also ${said}`,
        ...(ofAnother
          ? {
              missingOfAnother: `${OCCASION_ASKED}, and ${said}`,
              missingOfThatOccasion: `${OF_THAT_OCCASION}, a strong answer also ${said}`,
            }
          : {}),
      }
    : {
        covered: `You covered this key point: ${label}`,
        missing: `A strong answer also covers this point: ${label}`,
      };
}
