import type { RoundType } from '@rehearse/contracts';
import type { RubricAngle } from '../bank/generic/fundamental-angles.ts';
import type { KeyPointEvidence } from '../types.ts';
import {
  ASKS_FOR_THEIR_QUESTIONS,
  HABIT_CHANGED,
  NOTHING_SINCE,
  NOT_DONE,
  QUESTION_PUT,
  TIME_LIMIT,
} from './lexicon.ts';
import {
  actionsInTurn,
  analyse,
  contentStems,
  contentWords,
  firstPersonActions,
  goesOnWithAVerb,
  LAST_PERIOD,
  leavesPhraseOpen,
  MONTHS,
  namingWords,
  occasionsTold,
  opensClause,
  tellsOfAnOccasion,
  WEEKDAYS,
} from './text.ts';
import { isEverydayWord } from './everyday-words.ts';
import { questionSubjects } from './question-focus.ts';

/**
 * Articulation by round type (docs/decisions/091): what a clear answer of that kind does, each part found by the
 * words that show it, with the passage that shows it. A technical answer is judged as an explanation, a
 * behavioural one as a story (STAR, plus the team-player and leadership signals the Evaluation Criteria promise),
 * a warm-up one for relevance and concision. Numbers and own-experience stories count where the question asks
 * for them; their absence is not a weakness otherwise. A part may be asked only by some questions (ADR 142, 144):
 * a definition by "What is …?", what came of the work by "…and the result", a warm-up's lesson by "what did you learn".
 */
export type ArticulationPart = {
  id: string;
  weight: number;
  /** What the part is, in a strength sentence: `You ${done} ("quote").` */
  done: string;
  /** What a strong answer would add, as a full sentence. */
  advice: string;
  /**
   * What to add when the answer said it only in general words ("because communication is key" for why an approach
   * works), as a full sentence that asks for it about this answer rather than as if it were never said.
   */
  beyondGeneral: string;
  cue: RegExp;
  /**
   * Words that show the part only in a story told in the past: "During the evening check-in rush I keep the line
   * moving" tells what happens every evening, not the scene of one occasion.
   */
  pastCue?: RegExp;
  /** Passages that never show the part, whatever words they hold. */
  notIn?: (passage: string) => boolean;
  /** How many cues the answer must hold for the part to show (default one): a lone "first" is not a sequence. */
  cues?: number;
  /**
   * Sentences that each take a step ("I would record it…", "Then I profile again"): three of them stand for the
   * second cue, as steps told one sentence at a time are in order without "first" and "finally".
   */
  steps?: RegExp;
  /**
   * Words that show the part most plainly: the passage quoted is the first that holds one of them, when one does
   * ("The trade-off was …" rather than an earlier "revenue at risk").
   */
  plainly?: RegExp;
  /**
   * In a story told in the past, the speaker's verbs in the present show the part as well ("I check the usual things
   * first…"): a transcriber often drops a past ending ("checked" heard as "check"), and some tell a story so.
   */
  presentInAPastStory?: boolean;
  /**
   * A passage that shows the part in words its cue does not know, as the key point of the same part reads it
   * (docs/decisions/091): the scene is any passage that tells of one occasion without the speaker's own deed.
   */
  alsoShownBy?: (passage: string, question?: string) => boolean;
  /** What the feedback says was done when alsoShownBy shows the part, where that differs from `done`. */
  alsoDone?: string;
  /**
   * What the feedback says was done when the passage shown does not match this cue, where that differs from `done`:
   * a story's problem ("The unit could not be fixed that night") is not what the speaker had to achieve.
   */
  doneOnlyWhen?: { cue: RegExp; otherwise: string };
  /**
   * The part is quoted from a passage no earlier part was quoted from where one shows it, and otherwise from one the
   * opening part (the scene) was not: a story's deed ("so I paused the two worst ad sets") rather than its scene again
   * ("Last spring I ran a campaign").
   */
  ownPassage?: boolean;
  /**
   * The part is shown only by a passage that takes up a word of the question: a definition says what the question's
   * thing is ("An index is…"), not another thing ("PostgreSQL is relational…" to a question about indexes).
   */
  ofTheQuestion?: boolean;
  /**
   * A passage that speaks of the question's thing without naming it, and so is of the question whatever its words: "It's
   * an API where everything is a resource…" to "What is a REST API?".
   */
  speaksOfIt?: RegExp;
  /**
   * The part is shown only by a passage that fits what the question asks of it: asked what draws the speaker, a reason
   * about the speaker ("…because I like giving people their dignity back"), not one about the work ("…because their
   * sap shortens the vase life of other flowers").
   */
  fitsQuestion?: (passage: string, question: string) => boolean;
  /**
   * What to tell an answer whose passage has the part's words but does not fit the question (fitsQuestion), after the
   * quote: "You said "Dependency injection is when you inject dependencies…", which …". Without it, the plain advice.
   */
  unfitting?: (passage: string, question: string) => string;
  /** The part closes a story (its result, its lesson): quoted from the last passage that shows it, not the first. */
  closing?: boolean;
  /** The part is asked of an answer only when its question calls for it (a definition of "What is …?"). */
  asked?: (question: string) => boolean;
  /**
   * The part counts where the answer shows it, though the question does not ask for it: not shown, it is left out of
   * the rubric, with no advice, as a part not asked is (a trade-off of a routine task, ADR 161).
   */
  optional?: (question: string) => boolean;
  /** Advice in the words of this question, where it differs ("how it works" of a concept, not "your approach"). */
  adviceFor?: (question: string) => string | null;
};

/** A question that asks what something is: "What is a SQL join?", "Explain the difference between …". */
const ASKS_WHAT_IT_IS =
  /\b(what (is|are) (?!(the|your|you|some|it|they|we|my|our)\b)|what is the (difference|purpose|role|point)|what are the ((main|key|four|basic|core) )?(principles|pillars|concepts|types|kinds|properties)|what does .{1,40} mean|explain (what|the difference|the concept)|(?:can|could) you (?:please )?explain (?!how\b|why\b|when\b|where\b|your\b|you\b|a time\b|the steps\b)|how would you (?:explain|describe) (?!to\b|how\b|why\b|what\b|your\b|yourself\b|a time\b)|(?:talk|walk) me through what (?!happens\b|(?:you|i|we)\b)|tell me about (?!(?:a|an|one|some)\b)(?![^.?]*\b(?:you|your|yourself)\b)|what do you know about (?!(?:me|us|our|my|the (?:company|role|job|position|team)|this (?:company|role|job|position|team))\b)|difference between|define|definition of)\b/i;

/**
 * A question that asks for an example of a thing rather than what it is: "Give me an example of polymorphism", "Can you
 * show a real-world example of a race condition?"; not an example of a time the speaker did something, which asks for
 * a story (ADR 206).
 */
const ASKS_EXAMPLE =
  /\b(?:an?|one|some|two|a few|your|any) (?:[a-z-]+ ){0,2}examples? of (?!(?:(?:a|an|one|the) )?(?:time|times|situation|occasion|project|day|moment|case)\b|(?:when|where|how) (?:you|i|we)\b(?!(?:'d| would| might| could| should)\b)|(?:you|your|yourself)\b)/i;
/** "What are closures used for?": what it is for, though worded as what it is. */
const USED_FOR = /\bwhat (?:is|are) .{1,40} (?:used|good|useful) for\b/i;
/**
 * A question that asks what a thing is for: its benefits, why it is needed or what problem it solves ("What are the
 * benefits of dependency injection?", "Why do we need database indexes?", "What problem does virtual memory solve?").
 */
const ASKS_PURPOSE = new RegExp(
  String.raw`\b(?:benefits?|advantages?|(?:the )?(?:purpose|point) of|why (?:do|would|should|might|does|did|will) (?:[a-z'-]+ ){0,4}(?:need|use|want|care|prefer|bother)|why (?:is|are|was|were) .{1,50}?(?:important|useful|needed|necessary|used|helpful|valuable|worth)|why (?:use|bother)|what (?:problems?|issues?) .{1,60}?(?:solve|solves|fix|fixes|address|addresses)|${USED_FOR.source}|what (?:do|does|can) .{1,40} (?:give|buy|offer) (?:you|us))\b`,
  'i',
);
/**
 * A question that asks when to use a thing (and so when not to): "When would you use a linked list instead of an
 * array?", "In what situations would you choose UDP over TCP?", "What are some use cases for a hash table?".
 */
const ASKS_WHEN_TO_USE =
  /\b(?:when (?:would|should|do|might|could|will|is it) (?:you|we|i|one|better|best|right)? ?(?:to )?(?:actually |really |typically |usually |ever |normally )?(?:use|choose|pick|prefer|reach for|go (?:for|with)|opt for)|when (?:would|should|might|do) (?:you|we|i) (?:not|avoid)|when (?:is|would|are) .{1,40}? (?:be )?(?:a bad idea|the wrong (?:choice|tool)|a poor (?:choice|fit)|overkill|not worth it)|when (?:wouldn't|shouldn't|don't) (?:you|we|i)|in (?:what|which) (?:situations?|cases?|scenarios?|circumstances)|use[- ]cases?|where (?:would|should|do|might) (?:you|we|i) (?:use|choose|pick|prefer))\b/i;
/**
 * A question that asks what a thing costs ("What are the downsides of recursion?"), or what it gives and what it costs
 * ("What are the pros and cons of NoSQL databases?"). Its answer's drawbacks are its key points.
 */
const ASKS_DRAWBACKS = /\b(?:disadvantages?|drawbacks?|downsides?|limitations?|pitfalls?)\b/i;
const ASKS_PROS_AND_CONS =
  /\b(?:pros and cons|advantages and disadvantages|benefits and (?:drawbacks|downsides|costs|risks))\b/i;

/**
 * The words that ask for an angle ("the benefits of", "a real-world example of"): taken out, what is left of the
 * question says whether it also asks what the thing is.
 */
const ANGLE_WORDS =
  /\b(?:(?:the|some|any|a few|an?|main|key|biggest|real[- ]world|good|concrete|simple) )*(?:purpose|point|benefits?|advantages?|disadvantages?|drawbacks?|downsides?|pros and cons|limitations?|pitfalls?|examples?|use[- ]cases?) (?:of|for)\b/gi;

/**
 * The angle a question about a thing asks it from, where it is not what the thing is: an example, what it is for, when
 * to use it or what it costs. A fundamental asked so is judged by what it asks, not as "What is …?" (ADR 206).
 */
export type Angle = 'example' | RubricAngle;
export function angleAsked(question: string): Angle | null {
  const angle = ASKS_EXAMPLE.test(question)
    ? 'example'
    : ASKS_WHEN_TO_USE.test(question)
      ? 'uses'
      : ASKS_PROS_AND_CONS.test(question)
        ? 'pros and cons'
        : ASKS_DRAWBACKS.test(question)
          ? 'drawbacks'
          : ASKS_PURPOSE.test(question)
            ? 'purpose'
            : null;
  // Asked what the thing is as well ("What is a closure, and why is it useful?"), it is asked what it is first.
  if (angle && !USED_FOR.test(question) && ASKS_WHAT_IT_IS.test(question.replace(ANGLE_WORDS, 'the ')))
    return null;
  return angle;
}

/** Whether the angle asked has a rubric of its own: all but an example, which shows what the thing is (ADR 206). */
export const hasItsOwnRubric = (angle: Angle | null): angle is RubricAngle =>
  angle !== null && angle !== 'example';

/**
 * The question's content stems and the last word of each subject it names, read once for the passages of an answer:
 * every passage that reads as a definition is checked against them.
 */
let questionRead: { question: string; stems: Set<string>; heads: string[] } | null = null;
function readQuestion(question: string) {
  if (questionRead?.question !== question)
    questionRead = {
      question,
      stems: contentStems(question),
      heads: questionSubjects(question)
        .map((subject) => subject.split(/[\s-]+/).at(-1)!)
        .filter((head) => !WHAT_IS_ASKED_OF.test(head)),
    };
  return questionRead;
}

/**
 * What a question asks of its subjects, not a subject: an answer that says how overloading and overriding are
 * "different" does not explain them by the question's "difference".
 */
const WHAT_IS_ASKED_OF =
  /^(?:difference|differences|purpose|point|role|meaning|advantages?|disadvantages?|benefits?|drawbacks?|types?|kinds?|pros|cons)$/i;

/**
 * A definition that says nothing but the words of what it defines, or of the question: "REST API is an API that is
 * RESTful", "A closure is a closure in JavaScript". What follows its "is" names nothing new. Or one that explains the
 * thing by a word formed from its own name, with at most one word of its own besides: "Dependency injection is when you
 * inject dependencies into your code", "A closure is when you close a function" (ADR 182).
 */
function definesInItsOwnWords(passage: string, question: string): boolean {
  // The "is" of the definition, after the few words that name the thing: not one of a later clause ("The put method
  // replaces the whole resource and it is idempotent" says what PUT does; ADR 195).
  const at = OPENS_ON_WHAT_IT_IS.exec(passage)?.[1]?.length ?? -1;
  if (at < 0) return false;
  const { stems, heads } = readQuestion(question);
  const said = new Set([...contentStems(passage.slice(0, at)), ...stems]);
  const defining = passage.slice(at);
  if ([...contentStems(defining)].every((stem) => said.has(stem))) return true;
  const clause = defining.replace(/^\S+\s*/, '').split(DEFINING_CLAUSE_ENDS)[0]!;
  const words = contentWords(clause);
  const formed = words.filter(({ word }) => heads.some((head) => formedFrom(word, head)));
  const own = words.filter((w) => !formed.includes(w) && !said.has(w.stem) && !isEverydayWord(w.word));
  return formed.length > 0 && own.length <= 1;
}

/**
 * A sentence that opens on a thing and says what it is or does ("An index is a separate structure…", "A join combines
 * rows…", "The get method reads…", "SQL injection happens when…"), not on a pronoun ("It is important…"). "An index as
 * a separate structure…" is one too: the transcriber often hears "is" as "as" before an article.
 */
const DEFINITION_CUE =
  /(?:^|(?<=[.!?]\s))(?!(?:it|this|that|these|those|there|here|i|we|you|they|he|she|my|our|your|their|what|which|everything|something|nothing|everyone|one)\b)(?:(?:a|an|the)\s)?[a-z0-9'-]+(?:\s[a-z0-9'-]+){0,3}?\s(?:is|are|means|refers to|happens when|occurs when|stands for|is used|are used|as(?=\s(?:a|an)\s)|(?!(?:was|this|thus|plus|always|perhaps|sometimes|unless|across|less|its|his|us|as|yes|does)\b)[a-z]{2,}(?<!ss|us|is)s)\b/i;

/**
 * An answer's opening that says what the thing asked is by a pronoun, as students often open: "It's an API where…",
 * "So it's basically a function that…", "It's when two threads…". Not a verdict ("It's a good idea to…", "It is
 * important…").
 */
const PRONOUN_DEFINITION =
  /^\W*(?:(?:so|well|basically|okay|ok|um+|uh+)\b[,\s]*)*(?:it'?s|it is) (?:(?:basically|just|kind of|sort of|really|simply) )?(?:(?:a|an) (?!(?:good|bad|great|nice|common|important|useful|big|key|really|very|lot|bit|little|must|way to (?:say|put it))\b)|when\b|the (?:way|process|idea|practice|technique|mechanism|part|layer|system|method)\b)/i;

/** A passage that opens by naming a thing in at most four words and saying what it is: its opening words are group 1. */
const OPENS_ON_WHAT_IT_IS = /^(\W*(?:[a-z0-9'-]+\s+){1,4}?)(?:is|are|means|refers to)\b/i;

/**
 * A passage that, asked what something is, says what it is by its own name and nothing new: "Dependency injection is
 * when you inject dependencies into your code". The definition part faults it (ADR 182), and it shows no key point of
 * the thing, however close in meaning (docs/decisions/195).
 */
export function definesByItsOwnName(passage: string, question: string): boolean {
  if (!ASKS_WHAT_IT_IS.test(question)) return false;
  const read = passage.replace(OPENING_SO, '');
  return DEFINITION_CUE.test(read) && definesInItsOwnWords(read, question);
}

/**
 * A definition that names no kind of thing: a placeholder and no more ("A process is a bigger thing and…", "Threads are just lighter
 * stuff."; not "the thing that runs your program", which goes on to say what it does), or only a comparison
 * ("Processes are heavier and…", "Threads are faster than processes."): neither says what it is.
 */
const namesNoKind = (passage: string, question: string) => {
  const clause = passage.split(DEFINING_CLAUSE_ENDS)[0]!;
  // Only of what the question asks about: "The cost is more joins" is no definition of normalization to fault.
  const at = clause.search(/\b(?:is|are|means)\b/i);
  const asked = readQuestion(question).stems;
  if (at < 0 || ![...contentStems(clause.slice(0, at))].some((stem) => asked.has(stem))) return false;
  return (
    /\b(?:is|are|means)\s+(?:(?:a|an|the|some|just|kind of|sort of|like)\s+)*(?:[a-z]+\s+)?(?:thing|things|stuff|something)\W*$/i.test(
      clause,
    ) || ONLY_COMPARED.test(clause)
  );
};
const ONLY_COMPARED =
  /^\W*(?:[a-z0-9'-]+\s+){1,3}(?:is|are)\s+(?:much\s+|far\s+|a lot\s+|way\s+|a bit\s+|slightly\s+)?(?:(?!(?:never|either|neither|over|under|after|other|rather|together|whether|ever|per)\b)[a-z]{3,}er|more\s+[a-z]+|less\s+[a-z]+)(?:\s+than\s+(?:[a-z]+\s+){0,2}[a-z]+)?\W*$/i;

/** Where the clause that says what a thing is ends, and the answer goes on to something else. */
const DEFINING_CLAUSE_ENDS = /[,;:.!?]|\b(?:so|and|but|because|which|while)\b/i;

/**
 * A word formed from another, not the word itself nor its plural: "inject" from "injection", "close" from "closure",
 * "normal" from "normalization"; not "tables" from "table", "processes" from "process", nor "common" from
 * "communication".
 */
function formedFrom(word: string, head: string): boolean {
  const [w, h] = [word.toLowerCase(), head.toLowerCase()];
  const pluralOf = (a: string, b: string) => a === `${b}s` || a === `${b}es`;
  if (w === h || pluralOf(w, h) || pluralOf(h, w)) return false;
  let common = 0;
  while (common < Math.min(w.length, h.length) && w[common] === h[common]) common++;
  return common >= Math.max(4, Math.min(w.length, h.length) - 1);
}

/**
 * A question about how something unfolds or works ("What happens when you type a URL into the browser and press
 * enter?", "How does garbage collection work?"): its answer is the sequence itself (docs/decisions/164).
 */
const ASKS_PROCESS =
  /\b(what happens (when|if|after|before|between|from|to|in|during|once)|walk me through what happens|how does (?:[a-z0-9'-]+ ){1,5}work|(?:walk|talk) me through how (?!(?:you|i|we)\b)(?:[a-z0-9'-]+ ){1,5}works?|what goes on (when|behind|inside))\b/i;
/** Actions told in turn in one passage that tell a process step by step ("…parses the HTML, builds the DOM, …"). */
const PROCESS_STEPS = 3;
/**
 * How a thing behaves, said of the thing: what happens when, each time or even after something ("When you query by an
 * indexed column, the database walks the tree…", "Even after the outer function has returned, the inner function can
 * still read…", "If you call draw on a shape, a circle and a square each run their own draw"). Asked what something is,
 * such a passage explains how it works as a cause does (docs/decisions/187). Not the speaker's own occasion ("When I
 * was at university, I…", "…, we moved it").
 */
const BEHAVES =
  /\b(?:even (?:after|when|if|though|once)|whenever(?! (?:i|we|i'm)\b)|every time|each time|(?:can|could|will) still)\b|\b(?:when|once|if) (?!(?:i|we|i'm|my|our)\b)[^,.;]{3,120}, (?!(?:i|we)\b)[a-z]/i;

const tellsTheProcess = (passage: string, question?: string) =>
  question !== undefined && ASKS_PROCESS.test(question) && actionsInTurn(passage) >= PROCESS_STEPS;

/**
 * A question that asks how to do something, whose answer has steps: "How would you find and fix…?", not how to explain
 * or decide something ("How would you explain to a manager why…", "How would you decide whether…").
 */
const ASKS_HOW_TO =
  /\b(how (do|would|did|should|could|can|will) (you|i|we)(?! (explain|describe|decide|choose)\b)|how (you|we) (would|will|do|did|could|should|can|might)(?! (explain|describe|decide|choose)\b)|walk me through(?! what (?!happens\b|(?:you|i|we)\b))|step by step|what would you do|(?:the|your) first (?:[a-z]+ )?(?:questions|checks|steps|things) (?:you|i|we)|(?:your|the|what|which) (?:[a-z-]+ )?(?:steps|process|approach)|go about|troubleshoot|debug|diagnose|investigate|prepare)\b/i;

/**
 * A question that asks for a choice, a design or what it costs: "Where would you store an authentication token…, and
 * what are the security trade-offs?", "Which would you choose…?", "How would you cache…?".
 */
const ASKS_FOR_A_CHOICE =
  /\b(trade[- ]?offs?|pros|cons|risks?|downsides?|choose|choice|decide|which|store|design|architect|scale|cache|caching|versus|vs|better|best|when|where)\b/i;

/** A question about what something is that does not also ask how to do something: its advice speaks of "it". */
export const asksOnlyWhatItIs = (question: string) =>
  ASKS_WHAT_IT_IS.test(question) && !ASKS_HOW_TO.test(question);

/**
 * What came of it: a result ("we cut checkout errors by about thirty percent", "it took two days"), or what someone
 * else did days later ("the next week he came in and apologised"; the speaker's own "…the next day" is a deed).
 */
const RESULT = new RegExp(
  String.raw`\b(as a result|in the end|ended up|afterwards(?!,? (?:i|we) )|dropped (from|to)|went (from|up|down|live)|rose|fell|renewed|finished|on time|we made (?:it|the deadline|our|the target|a profit|money|back|\d)|we hit|stayed under|the result|it worked|it took|(?<!where (that|it) )stopped|restored|reinstated|got a (final )?(written )?warning|improved|increased|reduced|saved|thanked|left a review|agreed to|came back|nobody (?!(?:had|has|was|knew|wanted|seemed|needed|liked|cared|asked|noticed that)\b)[a-z]+ed|shipped|launched|resolved|solved|doubled|halved|grew|signed|won|(star|five-star|good) (rating|review)|(was|were|came|went|got|stayed) back (at|to|over|under|below|above|on|in|up|down)|(a|one|two|three|four|five|six|few|\d+) (hours?|days?|weeks?|months?|years?) later|(the|that) (next|following) (day|morning|evening|week|month|shift),? (he|she|they|it|his|her|their|the [a-z]+)\b|within (a|an|the|one|two|three|four|five|six|a few|\d+) (hours?|days?|weeks?|months?|years?)|by the end of (the|that)|was in place|(?:people|users|customers|students|staff|teams?|families|clients) (?:still )?use it|(?:is|are) still (?:in use|used|running|live)|(?:still|now) uses? (?:it|them|the [a-z]+|our [a-z]+|my [a-z]+)|(?:the|a|our|my) [a-z]+ (?:that |which )?(?:[a-z]+ )?(?:still|now) uses?(?=\W*$)|for the rest of the (?:term|year|season|semester|month|week|day|shift|project)|calmed down|nobody was hurt|reached (?!out)|delivered|got (better|worse)|went (much |a lot )?(better|well|smoothly)|turned out|worked out|we managed|managed to|got used to|(was|were) (?:(?:very|really|so|quite) )?(fine|happy|pleased|satisfied|relieved) (with|about)|so we kept|it (only )?took|had more|(he|she|they) left|(was|were) changed|without (a single|any (problems?|issues?|errors?|complaints?|mistakes?))|(?:submitted|handed (?:it |them )?in|sent (?:it|them) (?:off|in)|finished|completed|delivered) (?:[a-z]+,? ){0,8}(?:early|ahead of (?:time|schedule)|on time|before the deadline)|(?:got|received|earned) (?:a|an) (?:first|distinction|high distinction|merit|top mark|a grade)|(?:i|we|he|she|they) (?:got|scored|received|earned) (?:an? )?(?:\d+|full marks|top marks)(?: percent| per cent|%)? (?:on|in|for) (?:the|my|our|his|her|their)|(?:the|our|my|their) (?:[a-z]+ )?(?:client|customer|manager|patient|guest|teacher|user|audience|examiner|boss|lecturer|buyer)s? never (?:saw|noticed|knew|found out|heard about)|(?:nobody|no one) (?:ever )?(?:noticed|saw|knew)|(?:we|i) (?:sent|submitted|delivered|handed in|presented|emailed|shipped) (?:the|our|my) (?:corrected|final|finished|fixed|updated|revised|completed) [a-z]+|${NOTHING_SINCE.source}|${NOT_DONE.source} ([a-z]+ ){1,3}through)\b`,
  'i',
);
/**
 * A deed after the story ("Afterwards I set up an on-call list…"): it shows that the story ended, less plainly than
 * what came of it ("Queue times stayed under five minutes"), which is quoted instead where the answer says it.
 */
const FOLLOW_UP = /\bafterwards,? (?:i|we)\b/i;
/**
 * A lesson drawn, not a school lesson ("checked them each lesson") nor a later occasion ("the next time took one
 * message").
 */
const LESSON = new RegExp(
  String.raw`\b(i learned|i learnt|i learn (?:to|that|how)|(the|a|my|one|that|this) lesson|lessons? (learned|learnt|for me)|next time,? (i|we|i'd|i'll)|since then|now i|i realised|i realized|taught me|i would do|differently)\b|\b${HABIT_CHANGED.source}`,
  'i',
);

/**
 * A question about one of the speaker's own qualities ("What are your greatest strengths?", "What is your greatest
 * weakness?"): answered by the quality and an example of it, not by a reason, which it does not ask (ADR 175).
 */
const WEAKNESS = String.raw`weakness(?:es)?|areas? (?:for|of) (?:improvement|development)`;
const ASKS_OWN_QUALITY = new RegExp(String.raw`\b(strengths?|${WEAKNESS})\b`, 'i');
/** A question about a weakness: what the speaker does about it now is its lesson ("Now I give myself a limit…"). */
const ASKS_WEAKNESS = new RegExp(String.raw`\b(${WEAKNESS})\b`, 'i');
/** A question that asks what was learned ("…and what did you learn from it?"). */
const ASKS_LESSON = /\b(what (did )?you learn|what you learned|what you learnt|lessons?)\b/i;
/** A question that asks what came of the work or what was learned from it ("…the decisions you made and the result"). */
const ASKS_RESULT = new RegExp(`\\b(the result|results|outcome|impact)\\b|${ASKS_LESSON.source}`, 'i');
/** A question that asks why: what drew the speaker, what they enjoy, why they want it. */
const ASKS_WHY =
  /\b(why|what (drew|got|brought|made|attracted|draws|attracts) you|what do you (enjoy|like|love)|(enjoy|like|love) (most|about)|how did you get into|interest(s|ed)? you|motivat)/i;

/** A trade-off, a cost or a risk named, or a contrast drawn (see the tradeoff part). */
const WEIGHED =
  /\b(trade[- ]?offs?|downside|(the cost|costs?)(?! of (capital|equity|debt|goods|sales)| per\b)|(?<!(high|low|medium)-)(?<!\b(?:at|signs? of) )risk|but|however|the catch|the price (?:is|you pay|of (?:that|this|it))|at the expense|on the other hand|drawback|whereas|although)\b/i;
/** One option chosen over another. */
const CHOSEN_OVER = /\b(instead of|rather than)\b/i;

/** The speaker would not choose a thing: "I would not use one when…", "You'd avoid it for…". */
const NOT_CHOSEN =
  /\b(?:(?:would|should|do|does|will|could)(?: not|n't) (?:use|choose|pick|go (?:for|with)|reach for)|(?:i'd|we'd|you'd) (?:avoid|not use))\b/i;
/** Angles asked for an example or for what a thing costs, whose answer is asked for no trade-off (ADR 206). */
const NO_TRADEOFF_ASKED = new Set<Angle | null>(['example', 'drawbacks', 'pros and cons']);
/** Angles whose answer, "walked through", is asked for no steps in order (ADR 206). */
const NO_STEPS_ASKED = new Set<Angle | null>(['purpose', 'drawbacks', 'pros and cons']);
/** How it works, asked of a thing asked from an angle (ADR 206). */
const MECHANISM_FROM: Partial<Record<Angle | 'none', string>> = {
  example: 'Say why your example is one: what happens in it, and how that shows the way it works.',
  purpose: 'Explain how it brings each benefit you name: what it does that makes it possible.',
  uses: 'Say why it suits those cases: what it does that makes it the right choice there.',
  drawbacks: 'Explain why each drawback comes about: what in the way it works causes it.',
  'pros and cons': 'Explain why each pro and con comes about: what in the way it works causes it.',
};
/** What it costs, asked of a thing asked what it is for or when to use it (ADR 206). */
const TRADEOFF_FROM: Partial<Record<Angle | 'none', string>> = {
  purpose: 'Name a cost or a drawback too, as an interviewer will ask about it.',
  uses: 'Name what it costs, as an interviewer will ask what you give up by choosing it.',
};

const TECHNICAL: ArticulationPart[] = [
  {
    id: 'definition',
    weight: 0.15,
    done: 'said plainly what it is',
    advice: 'Open with one plain sentence that says what it is, before you explain how it works.',
    beyondGeneral: 'Say plainly what it is, in the terms of the field, before you explain how it works.',
    ofTheQuestion: true,
    cue: new RegExp(`${DEFINITION_CUE.source}|${PRONOUN_DEFINITION.source}`, 'i'),
    speaksOfIt: PRONOUN_DEFINITION,
    // Not a definition that only says the thing again ("REST API is an API that is RESTful"; ADR 171).
    // Nor one by a placeholder: "A process is a bigger thing" (ADR 185).
    fitsQuestion: (passage, question) =>
      !definesInItsOwnWords(passage, question) && !namesNoKind(passage, question),
    unfitting: (passage, question) =>
      namesNoKind(passage, question)
        ? 'which compares it or calls it a thing without saying what it is. Say what it is in the terms of the field: what it is made of, or what it does.'
        : 'which explains it by its own name and tells the listener nothing new. Say what it is or does in other words, in the terms of the field.',
    asked: (question) => ASKS_WHAT_IT_IS.test(question),
  },
  {
    id: 'mechanism',
    weight: 0.3,
    done: 'explained how or why it works',
    advice: 'Explain why your approach works, not only what to do: say what it prevents or makes possible.',
    beyondGeneral:
      'Explain why your approach works for this problem: say what it prevents or makes possible, not a reason that fits any problem.',
    adviceFor: (question) =>
      asksOnlyWhatItIs(question)
        ? 'Explain how it works, not only what it is: what happens, step by step, and why.'
        : ASKS_PROCESS.test(question)
          ? 'Explain how it works: what happens, step by step, and why each step is needed.'
          : (MECHANISM_FROM[angleAsked(question) ?? 'none'] ?? null),
    // Asked how something unfolds, the steps told in turn explain how it works ("The browser looks up the domain…,
    // opens a TCP connection…, sends an HTTP GET request…").
    alsoShownBy: (passage, question) =>
      tellsTheProcess(passage, question) ||
      (question !== undefined &&
        (ASKS_WHAT_IT_IS.test(question) || angleAsked(question) !== null) &&
        BEHAVES.test(passage)),
    // Not "so" that opens a list ("Under that goes the environment, so the browser, its version and the test account"),
    // nor one that draws an opinion or an assurance ("…the whole picture, so I would say both worked well together",
    // "…best practices, so I make sure the code is secure"), nor a means that names no mechanism ("by improving the code"),
    // nor a passage that opens on the plan it concludes ("So I would make it faster by improving the code").
    cue: /\b(because|so that|which means|that way|in order to|works by|this means|(?<!\bever )since(?!\s*(?:[,.;!?]|$)|\s+(?:then|last|when|\d|the (?:start|beginning|day|week|month|year|launch|change|update|fix)\b))|(?!(?<=^\W*)so (?:i|we) (?:would|will)\b)so (the|it|you|a|an|each|every|i|we|they|most|any|no|nobody|only) (?![a-z'-]+,)(?!(?:don't|do not|never) (?:worry|bother|care|mind)\b)(?!(?:would |'d )?(?:say|think|guess|believe|feel|suppose|reckon|make sure|made sure)\b)|so (?!(?:many|much|far|that|on|to|as|if|when)\b)(?:[a-z-]+ ){1,3}(?:only |never |always )?(?:can|can't|cannot|will|won't|stays?|keeps?|goes|go|is|are|gets?|never)\b(?! (?:really |very |so |quite |extremely )?(?:important|key|essential|crucial|vital|useful|helpful|necessary|needed|good|great|bad|popular|common|worth (?:it|knowing|learning))\b)|to (see|find out|confirm|check whether|tell whether|rule out)|to (?:watch|spot|work out|pin down) (?:where|whether|if|how|which|what|when)|(?:which|that) (?:told|showed) (?:me|us)|(?:pointing|points|pointed) to|(?:which|that) meant|so (?:i|we) knew|otherwise(?!,? (?:i|we)\b)|which is why|as a result|means (a|an|the|that)|prevents?|ensures?|(?:which|that|this|it) (?:brings? in|leads? to|causes?|results? in)|by (?!(?:making|improving|optimi[sz]ing|doing|being|working|trying|getting)\b)[a-z]{3,}ing)\b/i,
  },
  {
    id: 'tradeoff',
    weight: 0.25,
    plainly:
      /\b(trade[- ]?offs?|downside|drawback|the catch|the price (?:is|you pay|of (?:that|this|it))|at the expense|on the other hand)\b/i,
    done: 'named a trade-off, cost or risk',
    advice: 'Name a trade-off, a cost or a risk of the approach, as an interviewer will ask about it.',
    beyondGeneral:
      'Name a trade-off, a cost or a risk of this approach in particular, not one that every approach has.',
    adviceFor: (question) =>
      asksOnlyWhatItIs(question)
        ? 'Name a trade-off, a cost or a risk of it, as an interviewer will ask about it.'
        : (TRADEOFF_FROM[angleAsked(question) ?? 'none'] ?? null),
    // Not a kind of thing ("high-risk drugs"), a state ("at risk", "a sign of risk") nor a term of the field ("the cost
    // of capital").
    cue: new RegExp(`${WEIGHED.source}|${CHOSEN_OVER.source}`, 'i'),
    // An option chosen over another ("I start with their situation rather than the rates") weighs the two, but names
    // no cost of the one chosen.
    doneOnlyWhen: { cue: WEIGHED, otherwise: 'weighed one option against another' },
    // A routine task ("How would you write a good bug report…?", "How do you keep track of court deadlines…?") is asked
    // for its steps, not for a choice: a trade-off named counts, and none named is no weakness. A question that asks
    // for a choice, a design or its risks asks for one.
    // Nor is a question about how something unfolds ("What happens when you type a URL…?").
    // Nor is a question asked for an example, or for the drawbacks its key points name, however plainly put ("It can
    // overflow the stack if it goes too deep"; ADR 206).
    optional: (question) =>
      (ASKS_HOW_TO.test(question) && !ASKS_FOR_A_CHOICE.test(question)) ||
      ASKS_PROCESS.test(question) ||
      NO_TRADEOFF_ASKED.has(angleAsked(question)),
  },
  {
    id: 'limits',
    weight: 0.2,
    done: 'said when it applies or fails',
    // "It depends on the situation" says nothing of which situation: only a dependence on something named counts.
    // A check is not a condition ("I ask whether…", "check if the refresh ran", "what was ordered, and when it is
    // due"), nor is each check of a list that opens on one ("see whether their face droops, whether they can lift both
    // arms"), nor a failure the answer is about ("login fails with a valid password"): only the approach failing is.
    // What fits a case says when it applies ("Local storage is simpler for a single-page app"); "either way" does not,
    // nor a question put to someone ("phone the prescriber to ask whether another antibiotic would suit"). Checking
    // whether an exception holds does ("checking whether a weekend or court holiday moves the due date"). Doing it well
    // is no case ("…can do a lot automatically if you configure it well"), nor is keeping a change "if it works".
    advice: 'Say when the approach does not apply or fails, and what you would do then.',
    beyondGeneral:
      'Say in which case exactly the approach does not apply or fails, and what you would do then.',
    adviceFor: (question) =>
      angleAsked(question) === 'uses'
        ? 'Say when you would not use it, and what you would use instead.'
        : asksOnlyWhatItIs(question) || angleAsked(question) !== null
          ? 'Say when it does not apply or fails, and what you would use then.'
          : null,
    cue: /\b(unless|only (if|when)|(?:does|do|may|might|will|would|can|could) not (?:help|benefit)|doesn't help|won't help|(?<!\b(?:ask|asks|asked|asking|see|know|tell|wonder|note|confirm) (?:(?:whether|what|when|how|who|which|where|if) [^.;!?]*(?:,| and| or) )?)whether|(?<=\b(?:it|this|that|which|approach|method|plan|they|everything) (?:[a-z]+ )?)(?:fails?|breaks?)|(?<!\b(?:as|even|ask|asks|asked|check|checks|checking|see|know|tell|wonder|note) )if(?! (?:you|we|they) [a-z]+ (?:it|them|things) (?:well|right|properly|correctly)\b| (?:it is|it's|it was|done|used|configured) (?:well|right|properly|correctly)\b| it (?:works|worked|helps|helped)\b)|(?<!\b(?:and|or|ask|asks|asked|check|checks|know|note|see|tell|what|how much),? )when (?:the|it|a|there)|depends on(?! (?:the|each|every|your) (?:situation|circumstances|context|case|person|company|day|team)\b)|except|(?:simpler|easier|better|cheaper|faster|safer|fine|enough|best|worse) for (?:a|an|small|large|big|simple|short|one|single)|in case|for (fragile|high[- ]risk|low[- ]risk|small|large|big|urgent|critical|tiny|short|long|older|newer) [a-z]+|in between|as a (rough )?rule)\b/i,
    // Asked when to use a thing, when the speaker would not is when it does not apply: "I would not use one when I need
    // the keys in order" (ADR 206).
    alsoShownBy: (passage, question) =>
      question !== undefined && angleAsked(question) === 'uses' && NOT_CHOSEN.test(passage),
    // A story of one problem solved ("Describe a hard problem from your work and how you solved it") is not asked when
    // its approach fails, but what came of it (the result part).
    asked: (question) => !questionAsks(question).occasion,
    // How something unfolds is asked for the sequence, not for where it fails: a case named counts, none is no
    // weakness. So is an example asked for (ADR 206).
    optional: (question) => ASKS_PROCESS.test(question) || angleAsked(question) === 'example',
  },
  {
    id: 'order',
    weight: 0.1,
    done: 'gave the steps in order',
    advice: 'Give the steps in order (first, then, finally) so the listener can follow them.',
    beyondGeneral:
      'Give the steps of this task in order (first, then, finally) so the listener can follow them.',
    // Not "first" of an ordinal ("my first job", "the first week", "first aid") nor of a priority ("safety comes
    // first"), nor "since then". "The moment a court paper arrives" says when a step comes, as "as soon as" does. "Than
    // I would…" or "Than a FAST assessment" opening a sentence is "then" as the transcriber often writes it: no sentence
    // opens on a comparison.
    cue: /\b((?<!\b(?:the|my|our|a|his|her|their|your|its|comes?|came) )first(?! aid\b)|(?<!\bsince )then|(?<=(?:^|[.!?]\s+))than(?=\s+[a-z])|next|finally|after that|before|afterwards|step|as soon as|the moment (?:a|an|the|it|they|i|we|you|he|she|someone|anything|something)|start (with|by)|on top of that|each (morning|day|week|monday|friday)|every (morning|day|week|monday|friday))\b/i,
    cues: 2,
    steps:
      /^(?:(?:then|than|next|after that|finally|and|so|also)\s*,?\s+)?(?:i|we)\s(?:would\s|will\s|then\s|also\s|first\s)?(?!(?:think|believe|feel|guess|am|was|have been)\b)[a-z]+/i,
    // Not a thing's benefits, drawbacks, or pros and cons "walked through" (ADR 206).
    asked: (question) =>
      (ASKS_HOW_TO.test(question) && !NO_STEPS_ASKED.has(angleAsked(question))) ||
      ASKS_PROCESS.test(question),
    alsoShownBy: tellsTheProcess,
  },
  {
    id: 'result',
    weight: 0.2,
    closing: true,
    done: 'said what came of it',
    advice: 'Finish with what came of it: the result, ideally with a number, or what you learned.',
    beyondGeneral:
      'Finish with what came of this piece of work in particular: the result, ideally with a number, or what you learned.',
    // Asked only where the question asks for it ("Walk me through how you applied it: the decisions you made and the
    // result", or a story of one problem solved): an explanation of a concept has no result.
    cue: new RegExp(`${RESULT.source}|${LESSON.source}`, 'i'),
    asked: (question) => ASKS_RESULT.test(question) || questionAsks(question).occasion,
  },
];

/** The "So" an answer opens on, with its comma: "So, a process is…", "So basically…". */
const OPENING_SO = /^\W*so\b,?\s*/i;

/** A story is told in the past when this share of its passages tell of one occasion (see presentInAPastStory). */
const PAST_STORY = 0.5;

/** Whether a story is told in the past: PAST_STORY of its passages, by whether each tells of one occasion. */
export const toldInThePast = (occasions: boolean[]) =>
  occasions.filter(Boolean).length >= PAST_STORY * occasions.length;

/**
 * The passages that tell the speaker's deed in the present inside a story told in the past, by other passages than
 * each one: a transcriber often drops a past ending ("I also bring negotiated our produce contract"). A passage's own
 * participle ("brake pads and discs measured") does not make a routine a story. The story's action part and the key
 * point of a deed both take these (presentInAPastStory).
 */
export function deedsToldInThePresent(passages: string[], occasions = occasionsTold(passages)): number[] {
  if (!toldInThePast(occasions)) return [];
  return passages.flatMap((passage, at) => {
    const others = occasions.filter((_, i) => i !== at);
    return others.length > 0 && toldInThePast(others) && firstPersonActions(passage).some((a) => a.present)
      ? [at]
      : [];
  });
}

/** Where the speaker's own words start in a passage, for a quote. */
const FIRST_PERSON = /\b(i|we)\b/i;

/** Sentences that each take a step, and one word of order, make steps in order (see ArticulationPart.steps). */
const STEPS_TOLD_IN_TURN = 3;
/** "Then" opening a list of things in its sentence: "…, then A, B and C". */
const LISTED_IN_TURN = /\bthen\b[^.!?;]*,[^.!?;]*\b(?:and|finally)\b/i;

/**
 * The problem a story question poses, by its words: "…a day when two of your staff called in sick before a busy
 * shift", "…a project that was going to miss its deadline", "…a time a guest complained about their room". Null for
 * a question that poses none ("Tell me about a time you led a team" asks for a story, and names no problem in it).
 */
const POSED_PROBLEM =
  /\b(?:a|an|one|the) (?:time|day|shift|situation|moment|occasion|project|campaign|week|night|deal|customer|client|patient|account)\b (?:(?:when|where|that|in which) )?(?!you\b)([^.?]*)/i;
/** A passage retells the problem when it takes up this many of its words. */
const PROBLEM_WORDS = 3;

/**
 * A passage that tells of one occasion without a deed of the speaker's: how things stood ("On a Saturday two of my
 * five staff called in sick"), the scene of a story or the problem it poses, not what the speaker did about it. A
 * piece of a long sentence that goes on with a verb goes on with the speaker's deeds ("…and offered him a water or a
 * soft drink on the house").
 */
const howThingsStood = (passage: string) =>
  tellsOfAnOccasion(passage) && !goesOnWithAVerb(passage) && !firstPersonActions(passage).some((a) => a.past);

/**
 * A piece of a sentence that opens on a relative pronoun says more of what came before it, not where or when a story
 * happened: "…which helped our team beat the upsell target last quarter" ends a routine, it sets no scene.
 */
export const describesWhatCameBefore = (passage: string) => /^\W*(?:which|who|whose|whom)\b/i.test(passage);

function retellsTheProblem(passage: string, question?: string): boolean {
  const posed = question ? POSED_PROBLEM.exec(question)?.[1] : undefined;
  if (!posed) return false;
  const problem = contentStems(posed);
  const retold = [...contentStems(passage)].filter((stem) => problem.has(stem)).length;
  // The problem as it stood, not what the speaker did about it ("I asked a colleague to help with the other patients").
  return retold >= Math.min(PROBLEM_WORDS, problem.size) && howThingsStood(passage);
}

/**
 * What the speaker had to achieve on the occasion ("I was asked to improve sign-ups", "a target of fifteen", "the
 * deadline was Friday", "I had four hours").
 */
const GOAL = new RegExp(
  String.raw`\b(i was (responsible|asked|tasked)|my (job|task|goal|role) was|i (had|needed) to|we (had|needed) to|the goal was|asked me to|i wanted to|a target of|the deadline was|due (?:on|by|at|first|next)\b|${TIME_LIMIT.source})\b`,
  'i',
);

/**
 * A problem on the occasion, or an obstacle ("…an intermittent misfire, but no fault code stayed stored"); not a
 * refusal the speaker gave ("I told him quietly that I couldn't serve him"), which is what they did.
 */
const PROBLEM =
  /\b(the problem was|pushed back|(?<!could and |\b(?:told|tell|said to|explained to) [a-z]+(?: [a-z]+)?(?: that)? i )(?:could not|couldn't)|against (a|the|our) (target|goal|budget|deadline)|over budget|behind schedule|(was|were) ([a-z]+ ){0,2}behind|(was|were) (going to|about to) miss|at risk of|(was|were) (not|no longer) [a-z]+ing|rejected (all|every|each)|(was|were) refused|needed an? [a-z]+ fix|(was|were) incomplete|kept [a-z]+ing|did not (work|match|arrive|show)|(was|were|went) (wrong|missing|down)|(was|were) (from|for|in|on|at|of) the wrong|(was|were) not (in|there|ready|available|enough|working)|(was|were) too [a-z]+ (to|for)|(the|my|our) [a-z]+ (wanted|planned|decided|was going) to (cut|close|stop|cancel|drop|remove|scrap|end|skip|shut)|(i|we) (failed|missed|forgot|lost) (my|our|the|a|an)|(had |was |were )?(sold out|out of stock)|but (no|nothing) [a-z]+)\b/i;

const BEHAVIORAL: ArticulationPart[] = [
  {
    id: 'situation',
    weight: 0.15,
    done: 'set the scene with a specific situation',
    advice: 'Start with one specific situation: when and where it happened, and what was at stake.',
    beyondGeneral:
      'Start with one specific situation: when and where it happened, rather than what usually happens.',
    // "On a saturday before christmas two of my five staff called in sick" (as heard): the scene of one occasion, as
    // the key point "situation: when and where it happened" takes it (evidence.ts, scene).
    alsoShownBy: howThingsStood,
    // Also a sentence that opens on an event, someone in it and what they did ("A guest complained that…", "Someone
    // came to me saying…", "One of my accounts stopped logging in").
    cue: new RegExp(
      String.raw`\b(last (${LAST_PERIOD})(?!'s)|(?:[a-z]+|\d+) (?:days?|weeks?|months?) into (?:my|our|the|a|an|his|her)|at my (last|previous|first)|in my (last|previous|first|final|second|third|fourth)|when i was|on (a|one|our) [a-z]+ project|one (day|time|evening|morning|night|shift)|there was a|we had a|i had a|on the (day|night|morning|evening|afternoon|weekend|week|${WEEKDAYS}) before|^once (i|we|a|an|my|our)|this year|in (${MONTHS})|in (19|20)[0-9][0-9]|(at|in) (a|an|the) ([a-z-]+ ){1,3}where (i|we) (worked|was working|were working)|when (we|i|my team|our team) (moved|switched|changed|migrated|introduced|joined|started|took over)|when (it|things) (got|became) [a-z]+)\b|(?:^|(?<=[.!?;]\s)|(?<=^\W*(?:at|in|on|during) (?:the|my|our|a|an|one) [a-z' -]{1,30},\s))(?:(?:a|an|the|one|someone|somebody)\b(?: [a-z'-]+){0,3}|(?:my|our)(?: [a-z'-]+){1,3}) (?:[a-z]+ed|came|got|went|told|said|brought|called|rang|asked|became|left|fell|broke|ran|sent|wrote|gave|took|made|found|lost|had|was|were|kept)\b`,
      'i',
    ),
    // A relative clause ends what came before it: "…which helped our team beat the upsell target last quarter".
    notIn: describesWhatCameBefore,
    // A time that recurs: the scene of one occasion in a story, a routine's time in the present.
    pastCue:
      /\b(during (my|our|a|an|the|one|that|this) [a-z]+|on (a|an|one|my|the|our) ([a-z-]+ ){0,2}(shift|weekend|rush))\b/i,
  },
  {
    id: 'task',
    weight: 0.1,
    done: 'said what you had to achieve',
    advice: 'Say what you had to achieve or what the problem was before you describe your actions.',
    beyondGeneral:
      'Say what you had to achieve on this occasion, or what the problem was, before you describe your actions.',
    // "Two of my five staff called in sick at seven in the morning" tells the problem that "Tell me about a day when
    // two of your staff called in sick before a busy shift" poses, in its words.
    alsoShownBy: (passage, question) => retellsTheProblem(passage, question),
    alsoDone: 'said what the problem was',
    doneOnlyWhen: { cue: GOAL, otherwise: 'said what the problem was' },
    cue: new RegExp(`${GOAL.source}|${PROBLEM.source}`, 'i'),
  },
  {
    id: 'action',
    weight: 0.25,
    done: 'described what you personally did',
    advice: 'Describe what you personally did, step by step, with "I" rather than "we".',
    beyondGeneral:
      'Describe what you personally did on this occasion, step by step, rather than what kind of worker you are.',
    // "I" and a past action, regular ("I escalated", "I then walked") or irregular; not a wish or a feeling
    // ("I wanted", "I loved"), which says nothing done.
    presentInAPastStory: true,
    ownPassage: true,
    cue: /\bi (?:(?:then|also|first|quickly|immediately|personally|finally) )?(?:re-)?(?!(?:wanted|needed|liked|loved|believed|hoped|cared|seemed|wished|enjoyed|preferred|learned|learnt|realised|realized|used to)\b)(?:[a-z]+ed|ran|set|put|got|gave|made|took|brought|went|met|sat|spoke|told|led|found|wrote|built|sent|let|kept|paid|left|spent|held|drew|chose|stood|thought through|cut|saw|began|rang|read|dug|hung|shut|caught|taught|bought|sold|won|stuck|drove|threw|fed|dealt|heard|rebuilt|rewrote|swept|split|lent|bent|hit|fought|froze|woke|rode|flew|lit|laid|redid)\b/i,
  },
  {
    id: 'result',
    weight: 0.2,
    closing: true,
    done: 'said how it ended',
    advice: 'Finish with the result: what changed, ideally with a number (time saved, score, renewal).',
    beyondGeneral:
      'Finish with the result of this occasion: what changed, ideally with a number, rather than how things usually turn out.',
    plainly: RESULT,
    cue: new RegExp(`${RESULT.source}|${FOLLOW_UP.source}`, 'i'),
  },
  {
    id: 'reflection',
    weight: 0.1,
    closing: true,
    done: 'said what you learned',
    advice: 'Close with what you learned or would do differently next time.',
    beyondGeneral:
      'Close with a lesson from this occasion in particular: what you would do differently next time.',
    cue: LESSON,
  },
  {
    id: 'teamwork',
    weight: 0.1,
    done: 'showed how you worked with others',
    advice: 'Show how you worked with others: who you involved, listened to or helped.',
    beyondGeneral:
      'Show how you worked with others on this occasion: who you involved, listened to or helped, and how.',
    // What the speaker did with others, not what others did ("He left a review that thanked me", "…, which helped our
    // team"): a verb that could have anyone for its subject counts unless another subject comes before it. A piece of a
    // transcript may open after its "I" ("privately showed him the forecast…").
    cue: /\b(together|with (a|an|the|my|our|another) (team|manager|colleague|colleagues|staff|coworker|co-worker|teammate|classmate|supervisor)|(i|and|then) asked (the|my|our|two|them|him|her|a|an)\b|discussed (it|this|that) with|i (told|spoke to|called|rang|radioed|phoned|briefed) (the|my|our)|(?:and|then) (?:rang|called|phoned|emailed) (?:them|the other|another)|(?:i|and|then) showed (?:him|her|them|the [a-z]+|my [a-z]+|our [a-z]+)|went to (?:the|my|a|an) (?:[a-z']+ ){0,2}(?:tutor|teacher|lecturer|mentor|supervisor|manager|senior [a-z]+)|(?<!\b(?:which|that|who|he|she|they|it)\b[^.;!?]{0,120})(?:helped|listened|involved|paired|thanked|credited|supported|privately (?:showed|told|spoke|talked|asked|met|explained))|(?:talk|talked|speak|spoke|meet|met) (?:to |with )?(?:him|her|them) privately|talked it through|we agreed|asked for (help|input|feedback)|got (?:a|my|our|one|another|two) (?:[a-z]+ )?(?:colleague|teammate|coworker|co-worker|classmate|friend|nurse|manager|supervisor)s? to [a-z]+|had (?:a|my|our|one|another|two) (?:[a-z]+ )?(?:colleague|teammate|coworker|co-worker|classmate|friend|nurse|manager|supervisor)s? (?:check|double-check|review|proofread|read|test|cover|help|look|take|watch|handle|sit|call|run|verify))\b/i,
  },
  {
    id: 'leadership',
    weight: 0.1,
    done: 'took the lead',
    advice:
      'Show where you took the lead: a decision you made, a plan you proposed, people you brought together.',
    beyondGeneral:
      'Show where you took the lead on this occasion: a decision you made, a plan you proposed, people you brought together.',
    // Also the lead taken later in a sentence of the speaker's own actions ("I asked to talk to him privately, showed
    // him the forecast, and suggested we…").
    // Quoted from a passage of its own where one shows it: "I was responsible for the budget, so I paused…", not the
    // scene again ("Last spring I ran a paid social campaign…").
    ownPassage: true,
    cue: /\b(i (also )?(decided|proposed|suggested|led|organi[sz]ed|convinced|delegated|set up|ran|took (ownership|charge|the lead|responsibility)|was responsible for|brought|made the call|persuaded|coordinated|escalated|arranged|assigned|prioriti[sz]ed|reorgani[sz]ed|stepped in|took over|opened an?|initiated|introduced|launched|renegotiated|retrained|rolled out|put in place))\b|(?<=^i\b[^.;]*,? and )(decided|proposed|suggested|persuaded|convinced|organi[sz]ed|arranged|escalated|delegated|opened an?|initiated|introduced|renegotiated|brought in)\b/i,
  },
];

/**
 * What the speaker likes in the work: "I enjoy…", "I like that…", "…and loved the pressure of…", "what drew me", "My
 * favourite part is". It gives a warm-up answer's reason and shows what draws the speaker (evidence.ts), alike.
 */
export const LIKES_THE_WORK =
  /\b(i (?:also |really |just )?(?:like|love) that|i (?:also |really )?enjoy|(i|and) (really |also )?(loved|enjoyed|liked|love|like) (the|that|how|being|working|getting|solving|making|helping|seeing|watching|talking)|what (drew|got|brought) me|(the best|my favou?rite) part (for me )?(is|was)|the (part|thing|bit) i (like|love|enjoy)(?: (?:the )?(?:best|most))?(?: (?:is|was))|what i (like|love|enjoy) (best|most))\b/i;
/**
 * What drives the speaker, said as that: "That's what gets me up for a twelve-hour shift", "What motivates me most is
 * seeing…" (ADR 175). Not "my dad drives me to work".
 */
export const DRIVES_ME =
  /\b((?:that's|that is|this is|it's|it is) what (?:gets me (?:up|out of bed|going|through)|drives me|motivates me|keeps me (?:going|motivated))|what (?:really |most )?(?:drives|motivates) me(?: most| more)? (?:is|was|are)|(?:really |most )?motivates me\b|\bi(?:'m| am| get| feel)? (?:really |most |mostly |also |most of all )?(?:motivated|driven|fascinated) by\b)/i;
/** A reason the speaker gives about themselves: "…because I like…", "…so I'm never bored"; not "because their sap…". */
const OWN_REASON =
  /\b(because|since|so|that's why|which is why|the reason)\b[^.;!?]*\b(i|i'm|i'd|i've|i'll|me|my|myself)\b/i;
/**
 * A reason given: "because", "so I", what the speaker likes in the work; not "since" of time ("Since January I
 * volunteered…"), nor the cause in a case the speaker describes ("If a patient comes to the counter upset because their
 * prescription isn't ready"), nor what the speaker knows or can do ("…for about a year, so I know how a pharmacy runs").
 */
const REASON_GIVEN = new RegExp(
  String.raw`\b((?<!\b(?:if|when|whenever) (?:a|an|the|someone|somebody|they|he|she)\b[^,.;!?]{0,60})because|(?<!\bever )since(?! then\b| that (?:day|time)\b| (?:last|${MONTHS}|${WEEKDAYS}|\d)\b)|that's why|which is why|so i(?! (?:know|knew|understand|can|could|am|was|have|had)\b)|the reason)\b|${LIKES_THE_WORK.source}|${DRIVES_ME.source}`,
  'i',
);
/** How the speaker got into it: "I started with Excel in a part-time job", "I learned it at college", "I got into it". */
const GOT_INTO =
  /\b(i (?:first )?started (?:with|out|as|in|at|on|using|learning|doing|by)|i (?:first )?(?:learned|learnt|studied|discovered) [^.;,]{1,30}? (?:at|in|during|on|through|from|when|while)|i (got|came) into)\b/i;

const WARM_UP: ArticulationPart[] = [
  {
    id: 'reason',
    weight: 0.35,
    done: 'gave a reason',
    advice: 'Give the reason behind your answer in one sentence.',
    beyondGeneral:
      'Make your reason your own: say what in the work itself draws you, rather than what kind of person you are.',
    // Asked where the question asks why, or asks nothing else of the speaker: "What is a project you built end to end,
    // and what did you learn from it?" asks for a project and a lesson, "Tell me about a technical problem you solved
    // on your own" for one occasion, and neither for a reason.
    asked: (question) =>
      !ASKS_FOR_THEIR_QUESTIONS.test(question) &&
      (ASKS_WHY.test(question) ||
        !(ASKS_LESSON.test(question) || ASKS_OWN_QUALITY.test(question) || questionAsks(question).occasion)),
    // Also what the speaker likes doing now, the part they like best, how they got into it ("I like solving problems
    // for real people", "My favourite part is talking to users", "I got into it after…", "I started with Excel in a
    // part-time job…"); not a liking for a tool, nor "since" of time ("Since then I have used pivot tables…").
    cue: new RegExp(`${REASON_GIVEN.source}|${GOT_INTO.source}`, 'i'),
    fitsQuestion: (passage, question) =>
      !questionAsks(question).motivation ||
      LIKES_THE_WORK.test(passage) ||
      GOT_INTO.test(passage) ||
      OWN_REASON.test(passage),
    // "I learned Excel at college in a business course" says how the speaker got into it, not why.
    doneOnlyWhen: { cue: REASON_GIVEN, otherwise: 'said how you got into it' },
  },
  {
    id: 'example',
    weight: 0.35,
    done: 'backed it with a specific example',
    advice: 'Back it with one specific example: a project, a job or a moment.',
    beyondGeneral: 'Back it with one specific example: a project, a job or a moment, and what you did in it.',
    // Its own passage where there is one: the group project after "I learned Excel at college in a business course".
    ownPassage: true,
    // Asked for questions of their own, the candidate is asked for neither a reason nor an example, but for questions.
    asked: (question) => !ASKS_FOR_THEIR_QUESTIONS.test(question),
    // Where the question asks for one occasion ("Tell me about a technical problem you solved…"), also the occasion
    // told with the speaker's own deed ("I logged the router's channel…"): the example asked for.
    alsoShownBy: (passage, question) =>
      question !== undefined &&
      questionAsks(question).occasion &&
      tellsOfAnOccasion(passage) &&
      firstPersonActions(passage).some((a) => a.past),
    // Quoted where the example is named as one ("In my bootcamp project I redesigned…"), rather than where a verb of
    // the work first appears ("…watching someone use something I designed").
    plainly:
      /\b(for (example|instance)|(in|on|during|for) (my|a|one|our) ([a-z-]+ ){0,2}(project|job|role|internship|placement|course|class|apprenticeship|bootcamp)|last (year|summer)|my first ([a-z]+ )?(job|project|role))\b/i,
    // A time the speaker did something ("When I volunteered on the Summer Reading Challenge…"), not a time they came to
    // think or feel something ("when I realised…").
    cue: /\b(for (example|instance)|my first|at (a|my|the) (?!(?:start|end|beginning|moment|same|time|least|most|top|bottom|back|front)\b)[a-z]+|last (year|summer)|when i (?:was|(?!(?:wanted|needed|liked|loved|realised|realized|learned|learnt|decided|thought|felt)\b)[a-z]+ed)|i (re)?(built|made|designed|worked|started|cooked|led|ran|organi[sz]ed|set up|used(?! to\b))|for a|(in|on|during) (my|a|one|our) ([a-z-]+ ){0,2}(project|job|role|internship|placement|course|class|apprenticeship|bootcamp))\b/i,
  },
  {
    id: 'questions',
    weight: 0.35,
    done: 'asked questions of your own',
    advice:
      'Ask two or three questions of your own: about the work, the team, or what success looks like in the role.',
    beyondGeneral:
      'Ask two or three questions of your own about this role in particular, not ones any job would answer.',
    // Two questions put, one each to a passage or more ("What does a typical first month look like…? And how do you do
    // code reviews…?"), with or without their question marks (ADR 170).
    cue: QUESTION_PUT,
    cues: 2,
    asked: (question) => ASKS_FOR_THEIR_QUESTIONS.test(question),
  },
  {
    id: 'lesson',
    weight: 0.3,
    closing: true,
    done: 'said what you learned',
    advice: 'Say in one sentence what you learned from it: what you do differently or better now.',
    beyondGeneral:
      'Say what you learned from this piece of work in particular: what you do differently or better now, rather than a lesson anyone could draw.',
    // Asked only where the question asks for it.
    cue: LESSON,
    asked: (question) => ASKS_LESSON.test(question) || ASKS_WEAKNESS.test(question),
  },
];

/**
 * The part of a story a key point of this kind of evidence asks for, by the part's id in the story's rubric: the scene
 * is the situation, a deed the action, an ending (with figures or without) the result.
 */
export const STORY_PART_OF: Partial<Record<KeyPointEvidence, 'situation' | 'action' | 'result'>> = {
  scene: 'situation',
  deed: 'action',
  outcome: 'result',
  measured: 'result',
};

/** Whether a passage shows one part of a story by its words ("Within two months we were back at …" a result). */
export function tellsStoryPart(id: string, passage: string): boolean {
  return BEHAVIORAL.some((part) => part.id === id && showsInPassage(part, passage));
}

/** Whether one passage shows a part, its words of a past story counting where the passage tells of an occasion. */
const showsInPassage = (part: ArticulationPart, passage: string) =>
  !part.notIn?.(passage) &&
  (part.cue.test(passage) || (!!part.pastCue?.test(passage) && tellsOfAnOccasion(passage)));

/** Whether a passage shows one part of a story plainly: what came of it, rather than a deed that followed. */
export function plainlyTellsStoryPart(id: string, passage: string): boolean {
  return BEHAVIORAL.some((part) => part.id === id && (part.plainly ?? part.cue).test(passage));
}

/**
 * Whether a passage tells part of a story: when and where it happened, or something the speaker did ("During my
 * internship a customer called …", "I let them explain"). Such a passage is never a general claim.
 */
export function tellsAStory(passage: string): boolean {
  return BEHAVIORAL.some(
    (part) => (part.id === 'situation' || part.id === 'action') && showsInPassage(part, passage),
  );
}

const PARTS: Record<RoundType, ArticulationPart[]> = {
  Technical: TECHNICAL,
  Behavioral: BEHAVIORAL,
  'Warm-up': WARM_UP,
};

export function articulationParts(round: RoundType | undefined): ArticulationPart[] {
  return PARTS[round ?? 'Technical'];
}

/**
 * Each part of the round's rubric with the passage that shows it (null when none does). General claims show
 * nothing: "because every customer is different" explains no mechanism; such a part is quoted as `saidInGeneral`.
 */
export function findArticulation(
  round: RoundType | undefined,
  passages: string[],
  general: number[] = [],
  /** The question asked: parts it does not call for are left out (all are asked when it is not known). */
  question?: string,
  /**
   * Parts the rubric's kinds of evidence judge, by id, with the passages that show them: a warm-up reason asked of
   * what draws the speaker is shown exactly where the rubric finds what draws them, so that the two never disagree.
   */
  judgedByEvidence: Partial<Record<string, number[]>> = {},
  /**
   * Where the answer opens by saying what the thing asked is and none of what a strong answer says of it, its passages
   * that say none of it (ADR 198): each definition among them does not fit the question, and none shows another part.
   */
  wrongDefinitions: number[] = [],
  /** Of those, the passages that state a common misconception about the thing (ADR 209). */
  misconceived: number[] = [],
): {
  part: ArticulationPart;
  passage: number | null;
  quote: string | null;
  saidInGeneral: string | null;
  /** A passage that has the part's cue but does not fit the question: its words, and the part's advice for it. */
  saidUnfitting: { quote: string; advice: string } | null;
}[] {
  // Passages as their cues read them: the "So" an answer opens on only opens it ("So a process is the bigger thing…"),
  // and draws no consequence from anything.
  const read = passages.map((p, i) => (i === 0 ? p.replace(OPENING_SO, '') : p));
  const counted = read.filter((_, i) => !general.includes(i)).join(' ');
  let occasions: boolean[] | undefined;
  const toldOf = () => (occasions ??= occasionsTold(passages));
  let past: boolean | undefined;
  const pastStory = () => (past ??= toldInThePast(toldOf()));
  let presentDeeds: number[] | undefined;
  const toldInThePresent = () => (presentDeeds ??= deedsToldInThePresent(passages, toldOf()));
  // A definition that says what the thing is not is faulted however the question was put (ADR 198).
  const asked = articulationParts(round).filter(
    (part) =>
      question === undefined ||
      !part.asked ||
      part.asked(question) ||
      (part.id === 'definition' && wrongDefinitions.length > 0),
  );
  const questionStems = question === undefined ? new Set<string>() : readQuestion(question).stems;
  // The passages quoted so far, and the one the opening part (the scene) was quoted from, for a part that is quoted
  // from a passage of its own.
  const quoted = new Set<number>();
  let opened: number | null = null;
  const quotedRank = (i: number) => (!quoted.has(i) ? 0 : i === opened ? 2 : 1);
  const opening = articulationParts(round)[0]?.id;
  // Whether a passage fits what the question asks of a part, judged once per part and passage: the definition's is
  // asked again to pass empty definitions over, to find the part and to quote what did not fit.
  const fitted = new Map<string, boolean>();
  const fits = (part: ArticulationPart, i: number) => {
    if (part.id === 'definition' && wrongDefinitions.includes(i)) return false;
    if (!part.fitsQuestion || question === undefined) return true;
    const key = `${part.id} ${i}`;
    let fit = fitted.get(key);
    if (fit === undefined) fitted.set(key, (fit = part.fitsQuestion(read[i]!, question)));
    return fit;
  };
  // A sentence that defines the thing by its own name, by a placeholder or by a comparison alone says nothing that shows
  // another part either: "Normalization is when you make the database normal, so it works properly" explains no
  // mechanism (ADRs 182, 185).
  const definition = asked.find((part) => part.id === 'definition');
  const emptyDefinitions =
    definition && question !== undefined
      ? read.flatMap((p, i) => (definition.cue.test(p) && !fits(definition, i) ? [i] : []))
      : [];
  const find = (rubricPart: ArticulationPart) => {
    const advice = question === undefined ? null : rubricPart.adviceFor?.(question);
    const { pastCue, notIn } = rubricPart;
    // Passages the part cannot show in are passed over as general claims are.
    const passedOver = [
      ...general,
      ...(notIn ? passages.flatMap((p, i) => (notIn(p) ? [i] : [])) : []),
      // An empty definition shows no other part, nor does a definition of what the thing is not or anything the answer
      // builds on it, which explains that, not the thing (ADR 198).
      ...(rubricPart === definition ? [] : [...emptyDefinitions, ...wrongDefinitions]),
    ];
    const inPast =
      pastCue && pastStory() ? new RegExp(`${rubricPart.cue.source}|${pastCue.source}`, 'i') : null;
    const part = { ...rubricPart, ...(advice ? { advice } : {}), ...(inPast ? { cue: inPast } : {}) };
    const cues = (counted.match(new RegExp(part.cue.source, 'gi')) ?? []).length;
    const steps = part.steps
      ? read.filter((p, i) => !passedOver.includes(i) && part.steps!.test(p)).length
      : 0;
    // One word of order that opens a list orders all of it: "a clear title, then the steps I took, what I expected and
    // what actually happened".
    const listed = part.steps
      ? read.some((p, i) => !passedOver.includes(i) && LISTED_IN_TURN.test(p))
      : false;
    const enough =
      part.cues === undefined || cues >= part.cues || (cues >= 1 && (steps >= STEPS_TOLD_IN_TURN || listed));
    const ofQuestion = (p: string, i: number) =>
      question === undefined ||
      ((!part.ofTheQuestion ||
        [...contentStems(p)].some((stem) => questionStems.has(stem)) ||
        (i === 0 && part.speaksOfIt?.test(p))) &&
        fits(part, i));
    const shows = (cue: RegExp) => {
      const showing = read.flatMap((p, i) =>
        !passedOver.includes(i) && cue.test(p) && ofQuestion(p, i) ? [i] : [],
      );
      if (part.closing) showing.reverse();
      if (part.ownPassage) showing.sort((a, b) => quotedRank(a) - quotedRank(b));
      return showing[0] ?? -1;
    };
    const plain = enough && part.plainly ? shows(part.plainly) : -1;
    const byEvidence = judgedByEvidence[part.id]?.filter((i) => !passedOver.includes(i));
    const at = byEvidence ? (byEvidence[0] ?? -1) : plain >= 0 ? plain : enough ? shows(part.cue) : -1;
    const cue = plain >= 0 && !byEvidence ? part.plainly! : part.cue.test(read[at] ?? '') ? part.cue : /\S/;
    if (at < 0 && part.alsoShownBy) {
      const shown = passages.findIndex((p, i) => !passedOver.includes(i) && part.alsoShownBy!(p, question));
      if (shown >= 0)
        return {
          part: part.alsoDone ? { ...part, done: part.alsoDone } : part,
          passage: shown,
          quote: quoteAround(passages[shown]!, /\S/),
          saidInGeneral: null,
          saidUnfitting: null,
        };
    }
    if (at < 0 && part.presentInAPastStory) {
      const told = toldInThePresent().find((i) => !passedOver.includes(i)) ?? -1;
      if (told >= 0)
        return {
          part,
          passage: told,
          quote: quoteAround(passages[told]!, FIRST_PERSON),
          saidInGeneral: null,
          saidUnfitting: null,
        };
    }
    // Said only in a passage that shows nothing ("…, because communication is key"): quoted, so that the advice
    // speaks of what was said rather than as if it never was. A part that takes two cues ("first … then") is not
    // said by one.
    const inGeneral =
      at < 0 && part.cues === undefined
        ? read.findIndex((p, i) => general.includes(i) && part.cue.test(p))
        : -1;
    // Said in words that do not fit the question, where the part has advice for that: quoted with it.
    const unfitting =
      at < 0 && part.unfitting && question !== undefined
        ? read.findIndex((p, i) => !passedOver.includes(i) && part.cue.test(p) && !fits(part, i))
        : -1;
    // What draws the speaker, found by the rubric, is their reason, in whatever words.
    const doneAs = at >= 0 && !byEvidence && part.doneOnlyWhen && !part.doneOnlyWhen.cue.test(read[at]!);
    return {
      part: doneAs ? { ...part, done: part.doneOnlyWhen!.otherwise } : part,
      passage: at >= 0 ? at : null,
      quote: at >= 0 ? quoteAround(passages[at]!, cue) : null,
      saidInGeneral: inGeneral >= 0 ? quoteAround(passages[inGeneral]!, part.cue) : null,
      saidUnfitting:
        unfitting >= 0
          ? {
              quote: quoteAround(passages[unfitting]!, part.cue),
              advice: misconceived.includes(unfitting)
                ? A_MISCONCEPTION
                : wrongDefinitions.includes(unfitting)
                  ? SAYS_NONE_OF_IT
                  : part.unfitting!(passages[unfitting]!, question!),
            }
          : null,
    };
  };
  return asked
    .map((part) => {
      const found = find(part);
      if (found.passage !== null) quoted.add(found.passage);
      if (part.id === opening) opened = found.passage;
      return found;
    })
    .filter(
      (found) => found.passage !== null || !(question !== undefined && found.part.optional?.(question)),
    );
}

/** Advice for a definition that states a common misconception about the thing (ADR 209). */
const A_MISCONCEPTION =
  'which is a common misconception. Check what it means, then say it in one plain sentence in the terms of the field.';

/** Advice for a definition that says none of what a strong answer says of the thing (ADR 198). */
const SAYS_NONE_OF_IT =
  'which says none of what it is. Check what it means, then say it in one plain sentence in the terms of the field.';

/** Longest quote from the answer: enough to recognise the passage, short enough to read in a list. */
export const QUOTE_WORDS = 18;

/** A quote's end without a comma, semicolon or colon left hanging ("... and our team knows it well,"). */
export const withoutTrailingComma = (quote: string) => quote.replace(/[,;:]$/, '');

/**
 * Drops the words that would leave a cut quote hanging ("... or when the", "... so you should") and a comma. A word
 * that ends its clause hangs nothing: "…because you have to," ends at "to".
 */
export function trimQuote(words: string[]): string {
  let end = words.length;
  const open = (i: number) => !/[,;:.!?]$/.test(words[i]!);
  for (;;) {
    if (end > 3 && open(end - 1) && leavesPhraseOpen(words[end - 1]!)) end--;
    // A clause cut after its subject: "…due in three weeks and nobody" ends at "weeks".
    else if (end > 4 && open(end - 1) && CUT_SUBJECT.test(words[end - 1]!) && opensClause(words[end - 2]!))
      end -= 2;
    else break;
  }
  return withoutTrailingComma(words.slice(0, end).join(' '));
}

/** A subject that a clause may open on, left alone by a cut quote ("…and nobody", "…because everyone"). */
const CUT_SUBJECT =
  /^(nobody|no one|everyone|everybody|someone|somebody|it|this|that|there|people|everything|nothing|something|none|each|all|both|most|some|many)$/i;

/**
 * A cut quote of `window`: up to its last comma at or after word `earliest` when there is one, so it reads as a
 * phrase rather than stopping mid-clause; else the whole window, without a hanging word.
 */
export function quoteEndingAtComma(window: string[], earliest: number): string {
  const comma = window.slice(earliest).findLastIndex((w) => /[,;:]$/.test(w));
  return trimQuote(comma >= 0 ? window.slice(0, earliest + comma + 1) : window);
}

/** How many words before its cue a quote may open, to open where a clause does. */
const CLAUSE_REACH = 10;
/** A quote that opens on a clause may run this many words past QUOTE_WORDS to reach the end of its sentence. */
const TO_THE_END = 4;
/** A word of a passage without the punctuation around it ("slab," is "slab"). */
const bareWord = (word: string) => word.replace(/[^\p{L}\p{N}'-]/gu, '');

/** How many words a cut quote may run on to finish the noun phrase it cut. */
const NOUN_REACH = 2;
/** A passage of at most this many words is quoted whole. */
export const WHOLE_QUOTE_WORDS = QUOTE_WORDS + TO_THE_END;

/**
 * The words of a passage around where a cue matched, verbatim, at most QUOTE_WORDS of them. A quote opens where the
 * cue's clause opens when that is near, and runs to the end of the sentence when that is near too; one cut short
 * ends at a comma after the cue when there is one, so it reads as a phrase rather than stopping mid-clause.
 */
export function quoteAround(passage: string, cue: RegExp): string {
  const words = passage.trim().split(/\s+/);
  // A passage little longer than a quote is quoted whole, rather than from the middle of its first clause ("real issue
  // I would offer a smaller starting package…" of "If budget is the real issue I would offer…").
  if (words.length <= WHOLE_QUOTE_WORDS) return withoutTrailingComma(words.join(' '));
  const match = cue.exec(passage);
  const at = match ? passage.slice(0, match.index).split(/\s+/).length - 1 : 0;
  // Open where a clause opens, when one does within reach of the cue: "I would look it up on the system, but it is
  // probably fine…" rather than "it up on the system, but…".
  const reach = Math.max(0, at - CLAUSE_REACH);
  const clause = words.findIndex(
    (_, i) => i >= reach && i <= at && (i === 0 || /[,;:]$/.test(words[i - 1]!)),
  );
  // Else where the clause before it opens, when the cue still falls well inside the quote: "the producer does not wait
  // for the consumer and does not fail when the consumer is down" rather than "consumer and does not fail when…".
  const earlier = words.findLastIndex((_, i) => i < reach && i > 0 && /[,;:]$/.test(words[i - 1]!));
  const before = clause < 0 && earlier >= 0 && at - earlier <= QUOTE_WORDS - TO_THE_END ? earlier : clause;
  let from = before >= 0 ? before : Math.max(0, Math.min(at - 5, words.length - QUOTE_WORDS));
  // "and it costs disk and memory" reads as "it costs disk and memory".
  if (from < at && /^and$/i.test(words[from]!)) from += 1;
  if (before >= 0 && words.length - from <= QUOTE_WORDS + TO_THE_END)
    return withoutTrailingComma(words.slice(from).join(' '));
  return quoteFrom(words, from, at - from + 3);
}

/**
 * At most QUOTE_WORDS of `words` from word `from`, ending at a comma at or after word `earliest` of the quote when
 * there is one. A clause that ends a little past the cut, with no comma before it, is quoted to its end: "…for a
 * customer who had asked for oat milk", not "…for a customer who had".
 */
export function quoteFrom(words: string[], from: number, earliest: number): string {
  let to = from + QUOTE_WORDS;
  // A cut inside a noun phrase takes the phrase's last nouns: "…the cost of grinding a damaged slab", "…so we can run
  // usability tests", not "…a damaged" or "…run usability". The words are tagged only for a cut that ends no clause.
  const cutsAClause = () => to < words.length && !/[,;:.!?]$/.test(words[to - 1]!);
  if (cutsAClause()) {
    const nouns = namingWords(words.join(' '));
    const reach = to + NOUN_REACH;
    while (to < reach && cutsAClause() && nouns.has(bareWord(words[to]!).toLowerCase())) to++;
  }
  if (to >= words.length) return withoutTrailingComma(words.slice(from).join(' '));
  const ends = words.findIndex((w, i) => i >= to && /[,;:.!?]$/.test(w));
  if (
    ends >= 0 &&
    ends - from < WHOLE_QUOTE_WORDS &&
    !words.slice(from + earliest, to).some((w) => /[,;:]$/.test(w))
  )
    return withoutTrailingComma(words.slice(from, ends + 1).join(' '));
  return quoteEndingAtComma(words.slice(from, to), earliest);
}

/**
 * A question about what draws the speaker to the work: "What do you enjoy most about UX design, and what drew you to
 * it?", "What made you want to work with young children?". Not "What made you choose Postgres?", a decision.
 */
const ASKS_MOTIVATION =
  /\b(what (drew|draws|got|brought) you|what made you (want|decide to (work|become|go into|train))|why (did|do) you (decide|choose|want) to (become|be an?|work|go into|train|study|apply)|why (did|do) you (choose|pick|go into|get into) (a career|this career|this field|this profession|teaching|nursing|medicine|law|accounting|engineering|design|marketing|sales|care work)|what made you choose (a career|this career|this field|this profession|to become)|how did you get into|why (do )?you want|why (are you|you are) interested|what do you (enjoy|like|love)|what (kind|sort|type) of .+ do you (enjoy|like|love))\b/i;

/** Whether the question asks for a story from the candidate's own experience, or for figures. */
export function questionAsks(question: string): {
  story: boolean;
  occasion: boolean;
  figures: boolean;
  motivation: boolean;
} {
  return {
    // …and one problem, decision or change of the speaker's own: "Describe a hard problem from your work…", "the most
    // complex decision you have made"; one piece of work they are proud of ("Describe a project, class or job you
    // are proud of and your part in it" asks for the work and their part, not why), or that they made ("What is a
    // project you built end to end…": its subject is the speaker's own project, ADR 152).
    occasion:
      /\b(tell me about (a|an|one)\b(?! (product|tool|typical|normal|usual)\b)|describe a time|a time (when|you)|(?:a|an|one) (?:situation|occasion|experience|instance) (?:where|when|in which)(?=[^.?]*\b(?:you|your)\b)(?![^.?]*\bwould\b)|(?:share|give)(?: me)? (?:an? |one )?(?:experience|example|story) of (?:when|a time|(?:a|an|one) [a-z -]+? (?:you|your))\b|have you ever had to|what did you do|how did you (handle|decide)|describe (a|an|one) (?:[a-z-]+ ){0,2}(problem|mistake|decision|incident|challenge|failure|project) (from|in|at|you)\b|(project|job|piece of work|achievement)\b[^.?]{0,25}\byou(?:'re| are| were)(?: most)? proud of|what is (a|one) (?:[a-z-]+ ){0,2}(project|product|app|system|tool|piece of work) you (built|made|created|designed|led|shipped|wrote)\b|(the|your) (most|biggest|hardest|toughest) (?:[a-z-]+ ){0,2}(decision|problem|mistake|challenge|change|failure) you)/i.test(
        question,
      ),
    story:
      /\b(tell me about(?= (?:a|an|one|some)\b|[^.?]*\b(?:you|your|yourself)\b)|share (?:an? |one |your )?(?:experience|example|story|time)|(?:a|an|one) (?:situation|occasion|experience|instance) (?:where|when|in which) you(?![^.?]*\bwould\b)|describe a time|a time (when|you)|walk me through (a|how you(?! would))|have you ever|your (experience|resume|first)|you (built|led|saved|solved|handled)|what did you do)\b/i.test(
        question,
      ),
    figures: /\b(how (much|many|long)|estimate|calculate|what numbers|which metrics?|measure)\b/i.test(
      question,
    ),
    motivation: ASKS_MOTIVATION.test(question),
  };
}

/**
 * The round a question belongs to when nobody said (the CLI, a question typed in): a request for a story from the
 * past is behavioural, a question about motivation or background is a warm-up, anything else is technical.
 */
export function inferRound(question: string): RoundType {
  if (
    /\b(tell me about (a|an|one)( specific)? (time|day|shift|situation|occasion)|describe a time|give me an example of a time|a time (when|you)|(?:a|an|one) (?:situation|occasion|experience|instance) (?:where|when|in which) you(?![^.?]*\bwould\b)|(?:share|give)(?: me)? (?:an? |one )?(?:experience|example|story) of (?:a time|when)|have you ever had to)\b/i.test(
      question,
    )
  )
    return 'Behavioral';
  if (/\btell me about yourself\b/i.test(question) || ASKS_MOTIVATION.test(question)) return 'Warm-up';
  return 'Technical';
}

/**
 * A verbatim piece of a passage for a quote in double quotes: the whole passage when short, else its first words
 * up to a comma, or to a word that does not leave the quote hanging.
 */
export function quotePassage(passage: string): string {
  // A clause cut from a long sentence can open on its conjunction ("and I go through the whole list…"): the quote
  // starts after it, still the candidate's own words.
  const words = passage
    .trim()
    .replace(/^(?:and|but|or|so)\s+(?=\S)/, '')
    .split(/\s+/);
  if (words.length <= WHOLE_QUOTE_WORDS) return withoutTrailingComma(words.join(' '));
  return quoteFrom(words, 0, 6);
}

/**
 * The quote for a covered key point: its passage as quotePassage cuts it, unless the words around one of the point's
 * own words hold more of them; then those ("… whether we still have an executive sponsor", "…because messages wait
 * in the queue and are retried" for "retries with backoff", not "A queue decouples them…").
 */
export function quoteForPoint(passage: string, point: string): string {
  const own = contentStems(point);
  const held = (text: string) => [...contentStems(text)].filter((stem) => own.has(stem)).length;
  const cut = quotePassage(passage);
  const words = analyse(passage);
  const around = [
    ...new Set(
      words.original.flatMap((word, i) =>
        words.content[i] && own.has(words.stems[i]!) ? [bareWord(word)] : [],
      ),
    ),
  ]
    .filter(Boolean)
    .map((bare) => quoteAround(passage, new RegExp(`(?<=^|\\s)${bare}`)));
  // The first that holds the most of them, each counted once.
  const counted = [cut, ...around].map((quote) => ({ quote, held: held(quote) }));
  return counted.reduce((best, next) => (next.held > best.held ? next : best)).quote;
}
