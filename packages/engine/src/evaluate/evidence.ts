import type { KeyPointEvidence } from '../types.ts';
import { OUTCOME_WORDS } from './lexicon.ts';
import { anyOf } from '../lib/regexp.ts';
import { tellsStoryPart } from './articulation.ts';
import { firstPersonActions, namingWords } from './text.ts';

/** Words that give a reason for a choice ("I chose …, because …", "so that", "instead of"). */
const REASONS =
  /\b(because|so that|so (i|we|it|each|every|the|they|our)|chose|decided|instead of|rather than|the reason|which meant|in order to)\b/i;
const TRADE_OFF = /\btrade[- ]?offs?\b/i;
const SPEAKER = /\b(i|we|my|our)\b/i;
/**
 * A lesson drawn ("I learned to change one thing per test", heard "I learn to…"), or a habit changed since ("Since then
 * I check the price list…"); not a skill learned ("I learned Excel at college") nor what has happened since ("Since
 * then I have used pivot tables…").
 */
const LESSON =
  /\b(learn(ed|t)? (that|to|how|the hard way|a lot about)|(the|a|my|one|that|this) lesson|lessons? (learned|learnt|for me)|next time,? (i|we|i'd|i'll)|taught me|do (it|things) differently|now i always|since then,? (i|we) (always |now )?(?!(have|had|was|were|am|are)\b)[a-z]+)\b/i;
/**
 * Studies or work so far: "I finished my dental nursing certificate last summer", "I have been working as a trainee at
 * a family practice for nine months", "During my apprenticeship…".
 */
const BACKGROUND =
  /\b(studied|studying|graduated|qualified|trained|train(ee|ing) (as|at|in)|certificate|diploma|degree|course|college|university|apprentice(ship)?|internship|placement|volunteer(ed|ing)?|(work|worked|working) (as|at|in|for|on)|(job|role|position) (as|at|in|with)|(for|over) (a|one|two|three|four|five|six|\d+|several|many) (years?|months?)|\d+ years?|since (\d{4}|school|college|university))\b/i;
/**
 * What draws the speaker to the work, in their words: "I like that the job mixes clinical work with…", "what I enjoy
 * most is…", "that is what drew me to it".
 */
const DRAWN =
  /\b(i (really |especially |most |also )?(like|love|enjoy|liked|loved|enjoyed)\b|what i (like|love|enjoy)|the (part|thing|side) i (like|love|enjoy)|(drew|draws|drawn|attracted|attracts|pulled) me|i want(ed)? to (be|become|work|help|train)\b|i('m| am) (interested|excited) (in|by|about)|(is|was|find it) (the )?(most )?(rewarding|satisfying))/i;
/** What is enjoyed, told as a part of the work: "I like that…", "I enjoy seeing…", "the part I like is when…". */
const OF_THE_WORK =
  /\b((like|love|enjoy|liked|loved|enjoyed) (that|how|when|seeing|watching|helping|being able|working with|the (moment|way|variety|mix))|(part|thing|side|what) i (like|love|enjoy)( most)? (is|was|about))\b/i;
/** Three or more things listed ("a tape measure, a square, a level, saws and a drill"), each in a few words. */
const LISTED =
  /(?:\b[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}, ){2,}(?:[a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2},? )?(?:and|or) [a-z]/i;
/** Things a list names, not deeds ("I check everything, test it, and ask for review"). */
const LISTED_THINGS = 3;
/** Field terms in a passage that list the tools of a trade. */
const TOOLS_NAMED = 2;
/** Words that give an example: "For example, users left join orders …", "Take a noise-cancelling headset: …". */
const EXAMPLE_GIVEN =
  /\b(for (example|instance)|e\.g\.|say (you|we|a|an|the|your)|let's say|imagine|suppose|take (a|an|the|my|our))\b/i;
/** An example says something: "For example, users left join orders also lists …", not "For example, databases." */
const ILLUSTRATION_WORDS = 8;
/** With a figure, these make a measured result: "cut errors by thirty percent", "an hour a week instead of three". */
const CHANGE = new RegExp(
  `${anyOf(OUTCOME_WORDS).source}|\\b(instead of|down to|up to|from .{1,30} to|than before)\\b`,
  'i',
);

/** What is known of a passage, and of the whole answer, when deciding whether it shows a kind of evidence. */
export type PassageFacts = {
  passage: string;
  /** The passage holds one of the answer's buzzwords or clichés ("fast learner", "data-driven"). */
  cliche: boolean;
  /** The passage tells of one occasion (see tellsOfAnOccasion). */
  occasion: boolean;
  /** Figures and named things in the passage ("thirty percent", "Zendesk"). */
  numbers: number;
  named: number;
  /** The passage names the rubric's first concept (the skill or requirement the question is about)... */
  namesTheThing: boolean;
  /** ...and the answer does, somewhere. */
  answerNamesTheThing: boolean;
  /** The answer says anywhere what the speaker did or would do. */
  speakerActs: boolean;
  /** The passage itself tells something the speaker did ("I told the team…"). */
  speakerDidHere: boolean;
  /** Terms of the field in the passage ("multifunction tester", "screwdrivers"), by the answer's own field terms. */
  terms: number;
};

/**
 * Whether a passage shows a key point's kind of evidence (docs/decisions/137), whatever words the key point uses: "a
 * concrete piece of work involving Kafka" is shown by one occasion with something concrete in it, in an answer that
 * names Kafka ("At my last job I used Kafka to move order events…"), not by "Kafka is a great tool and I have worked
 * with it a bit"; "a measured result or lesson" by a figure that changed ("we cut checkout errors by about thirty
 * percent") or a lesson drawn. A passage built on a cliché ("I am a fast learner, so I picked it up") shows nothing.
 */
export function showsEvidence(kind: KeyPointEvidence, facts: PassageFacts): boolean {
  const { passage } = facts;
  if (facts.cliche) return false;
  switch (kind) {
    case 'work':
      return (
        facts.answerNamesTheThing &&
        facts.occasion &&
        (facts.namesTheThing || facts.numbers + facts.named > 0) &&
        !onlyLearned(passage)
      );
    case 'reasons':
      return TRADE_OFF.test(passage) || (SPEAKER.test(passage) && REASONS.test(passage));
    case 'situation':
      return facts.answerNamesTheThing && facts.speakerActs && facts.occasion;
    case 'result':
      return changedFigure(facts) || LESSON.test(passage);
    case 'example':
      return facts.occasion && facts.numbers + facts.named > 0;
    case 'illustration':
      return (
        (EXAMPLE_GIVEN.test(passage) && passage.split(/\s+/).length >= ILLUSTRATION_WORDS) ||
        (facts.occasion && facts.numbers + facts.named > 0)
      );
    case 'tools':
      // Named ("Excel", "Xero"), or the tools of a trade that have no brand: "a multifunction tester, a voltage
      // indicator with a proving unit, insulated screwdrivers".
      return (
        facts.named > 0 ||
        facts.terms >= TOOLS_NAMED ||
        (LISTED.test(passage) && namingWords(passage).size >= LISTED_THINGS)
      );
    case 'background':
      return SPEAKER.test(passage) && BACKGROUND.test(passage);
    case 'motivation':
      // What they enjoy, said of the work itself ("I like that the job mixes clinical work…"), not "I love coding".
      return (
        SPEAKER.test(passage) &&
        (REASONS.test(passage) ||
          (DRAWN.test(passage) &&
            (facts.terms + facts.named + facts.numbers > 0 || OF_THE_WORK.test(passage))))
      );
    case 'scene':
      // The setting of one occasion ("Last year a customer dropped…", "One of my projects was behind schedule"), not
      // what the speaker did in it ("I told the team we needed to be more careful"), which is the action.
      // The speaker noticing how things stood sets the scene too ("I noticed we threw away about forty stems a week").
      return (
        tellsStoryPart('situation', passage) ||
        (facts.occasion && (!facts.speakerDidHere || NOTICED.test(passage)))
      );
    case 'deed':
      return tellsStoryPart('action', passage);
    case 'lesson':
      return LESSON.test(passage);
    case 'measured':
      // "At renewal they signed for another two years and added ten licences": an ending told with its figures.
      return changedFigure(facts) || (facts.numbers > 0 && tellsStoryPart('result', passage));
    case 'outcome':
      return changedFigure(facts) || tellsStoryPart('result', passage);
  }
}

/** Verbs of coming to a skill, not of working with it: "learned", "studied", "started with", "taught myself". */
const LEARNING = new Set(['learn', 'study', 'start', 'begin', 'discover', 'teach', 'attend']);

/**
 * A passage in which the speaker only learns or starts with the thing tells how they got into it, not a piece of work
 * with it: "I learned Excel at college in a business course".
 */
const onlyLearned = (passage: string) => {
  const actions = firstPersonActions(passage);
  return actions.length > 0 && actions.every((a) => LEARNING.has(a.verb));
};

/** A passage that opens on what the speaker noticed: what follows is how things stood, not a deed. */
const NOTICED =
  /^\W*(?:[^,.;]{0,40},\s*)?i (?:first )?(?:noticed|saw|realised|realized|spotted|found out)\b/i;

/** A figure that changed: "cut errors by thirty percent", "an hour a week instead of three". */
const changedFigure = (facts: PassageFacts) => facts.numbers > 0 && CHANGE.test(facts.passage);

/** A key point labelled as a part of a story, as the bank writes them ("situation: account size and risk signals"). */
const STORY_PART: [RegExp, KeyPointEvidence][] = [
  [/^situation\b/i, 'scene'],
  [/^actions?\b/i, 'deed'],
  [/^results?\b/i, 'outcome'],
];

/** The kinds of evidence that are parts of a story: another story's scene is not this question's. */
export const STORY_KINDS: ReadonlySet<KeyPointEvidence> = new Set([
  ...STORY_PART.map(([, kind]) => kind),
  'measured' as const,
]);

/** An ending the key point asks to see in figures: "result with numbers", "result: measurable improvement for users". */
const IN_FIGURES = /\b(with (numbers|a number|figures)|in numbers|measur(ed|able)|quantified)\b/i;

/**
 * The kind of evidence a key point asks for, judged from its words (docs/decisions/138, 140): "situation: …",
 * "action: …" and "result: …" ask for that part of the story ("result with numbers" for an ending told in
 * figures, docs/decisions/140); "says what they learned from building it" asks for a lesson, "what draws you to the
 * role" for reasons, "describes a real first project and what it did" for an example, "mentions the language or
 * framework used" for named tools, "a concrete worked example" or "gives a concrete example such as users and orders"
 * for an example given to explain a concept (not one from the speaker's own work). Null when the point names a fact
 * ("retries with backoff and a dead-letter queue"), which is judged by meaning and words.
 */
export function evidenceAskedFor(point: string): KeyPointEvidence | null {
  for (const [label, kind] of STORY_PART)
    if (label.test(point)) return kind === 'outcome' && IN_FIGURES.test(point) ? 'measured' : kind;
  if (/\b(learn(ed|t|s|ing)?|lessons?|next time|differently)\b/i.test(point)) return 'lesson';
  // "a specific problem with a clear symptom" is the scene of a story; "confirmed the fix actually worked" its end.
  if (/^(an? )?(specific|concrete|real) (problem|situation|incident)\b/i.test(point)) return 'scene';
  if (/\bconfirm(ed|s)? (that )?the (fix|change|solution)\b/i.test(point)) return 'outcome';
  // What draws someone to a role is told as much by what they enjoy in it as by reasons.
  if (/\b(draws? (you|them)|why (you|they) want)\b/i.test(point)) return 'motivation';
  if (/\b(reasons? (for|why)|why (you|they) (chose|like|prefer))\b/i.test(point)) return 'reasons';
  if (
    /^(current |your )?(studies|education|background|experience)( (or|and) (studies|experience|work))?$/i.test(
      point,
    )
  )
    return 'background';
  if (/^(names|mentions)\b.*\b(language|framework|tools?|stack|software|technolog(y|ies))\b/i.test(point))
    return 'tools';
  if (/\b(worked example|example such as)\b/i.test(point)) return 'illustration';
  if (/\b(real|concrete|specific)\b.*\b(project|example|piece of work)\b/i.test(point)) return 'example';
  return null;
}
