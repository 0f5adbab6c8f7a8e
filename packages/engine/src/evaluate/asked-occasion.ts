import { TIME_LIMIT } from './lexicon.ts';

/**
 * The kinds of occasion the common behavioural questions ask about, each with what a story of that kind has in it
 * however it is told (docs/decisions/173). "Describe a time you worked under pressure" is answered by a story with a
 * clock in it ("I had four hours"), whatever the work; "Describe a situation where you had to persuade someone", by one
 * where someone is shown something or comes round. The sentence encoder reads such stories by their work (sales
 * figures in a deck, a student union's opening hours) and finds them far from the question; these say they are not.
 */
type AskedOccasion = {
  kind:
    | 'pressure'
    | 'persuasion'
    | 'disagreement'
    | 'team'
    | 'learning'
    | 'difficult person'
    | 'feedback'
    | 'something made'
    | 'setback';
  /** The question asks about an occasion of this kind. */
  asked: RegExp;
  /** A passage shows the occasion is of this kind. */
  shown: RegExp;
  /** The weakness given to an answer that tells of an occasion but never shows this kind (ADR 178). */
  unshown: string;
};

const UPSET = String.raw`difficult|angry|upset|rude|unhappy|demanding|irate|frustrated|aggressive|abusive`;
const PEOPLE = String.raw`customer|client|guest|patient|caller|parent|relative|family member|resident|tenant|passenger|member of the public|diner|shopper|visitor|student|pupil`;

const OCCASIONS: AskedOccasion[] = [
  {
    kind: 'pressure',
    unshown:
      'The question asks about working under pressure, and your answer never says what the pressure was: the deadline, or how little time you had.',
    // Not "How do you handle pressure from parents?", pressure from someone.
    asked:
      /\b(under (?:a lot of |real |time |great |heavy )?pressure|(?:tight|short|hard|impossible) deadlines?|against (?:a|the) (?:clock|deadline)|short notice|time pressure)\b/i,
    // "I had four hours", "the day before a client presentation", "due on Monday", "at the last minute".
    shown: new RegExp(
      String.raw`\b(?:${TIME_LIMIT.source}|deadlines?|due (?:at|by|on|the|that|in|first|next)\b|the (?:day|night|morning|evening|afternoon|week) before (?:the|a|an|our|my|it|we|they)|at the last minute|last-minute|(?:minutes?|hours?|days?) (?:left|to go|to spare)|in time for|urgent|urgently|rushed|in a rush|short notice|against the clock)\b`,
      'i',
    ),
  },
  {
    kind: 'persuasion',
    unshown:
      'The question asks about persuading someone, and your answer never shows who you persuaded or how they came round.',
    asked:
      /\b(persuade|convince|influence|win (?:someone|somebody|them|people|others) over|change (?:someone's|somebody's|their|his|her) mind|get (?:someone|somebody|people|others) to agree|sell an idea|buy-in)\b/i,
    // "I showed him that the bar sales covered the staff cost", "she agreed to…", "I made the case".
    shown:
      /\b(?:(?:showed|show|showing) (?:him|her|them|the [a-z]+|my [a-z]+|our [a-z]+)\b[^.;!?]{0,40}\b(?:that|how|why|the|a|an|two|three|four|[0-9]+)|convinced|persuaded|talked (?:him|her|them) (?:into|round|around)|made (?:the|my|a|our) case|changed (?:his|her|their) minds?|won (?:him|her|them) over|brought (?:him|her|them) round|(?:he|she|they) agreed|agreed to)\b/i,
  },
  {
    kind: 'disagreement',
    unshown:
      'The question asks about a disagreement, and your answer never says what you disagreed about or with whom.',
    asked:
      /\b(disagree|disagreed|disagreement|disagreements|conflict|conflicts|argument|clashed|(?:difficult|hard) (?:colleague|coworker|co-worker|teammate|team member|manager|boss)|didn't see eye to eye|push(?:ed)? back)\b/i,
    // "My colleague wanted to lay the slabs straight away, but I'd noticed…", "I told him I was not comfortable with it".
    shown:
      /\b(?:disagreed|disagreement|didn't agree|did not agree|argued|clashed|objected|pushed back|(?:wasn't|was not) (?:comfortable|happy|convinced) (?:with|about)|(?:wanted|planned|decided|insisted on|insisted|asked me|told me) to\b[^.;!?]{0,80}\bbut (?:i|i'd|i had|we)|kept (?:taking|interrupting|ignoring|changing|missing|leaving|moving|cancelling|talking over)|i (?:thought|felt|believed|was worried|was sure|knew) (?:that )?(?:the|it|this|that|we|he|she|they)\b[^.;!?]{0,60}\b(?:would|wouldn't|could|might|was|wasn't|were|weren't|should|shouldn't)|(?:had|got into) (?:a|an) (?:argument|row|disagreement|falling out))\b/i,
  },
  {
    kind: 'team',
    unshown:
      'The question asks about working in a team, and your answer never shows who else was in it or what you did together.',
    asked:
      /\b(in a team|as part of a team|on a team|with a team|teamwork|team work|group project|worked with others)\b/i,
    // "four of us built a timetable app", "our crew of three", "I paired with him".
    shown:
      /\b(?:our (?:team|group|crew|squad|class)|my (?:team|group|teammates|classmates|colleagues)|(?:two|three|four|five|six|seven|eight) of us|(?:a|our) (?:group|team|crew) of|teammates?|together|paired with|(?:a|my|our) (?:[a-z]+ )?(?:colleague|teammate|coworker|co-worker|classmate|friend|partner)s? and i|we (?:split|divided|shared|agreed|decided|met|built|made|planned|talked|discussed|worked|finished|delivered|won|fixed|launched|presented))\b/i,
  },
  {
    kind: 'learning',
    unshown:
      'The question asks about learning something quickly, and your answer never says what was new to you or how you learned it.',
    asked:
      /\b(learn(?:ed|t)? (?:something|a new [a-z]+|[a-z]+) (?:new )?(?:quickly|fast|in a hurry|in a short time)|had to learn|pick(?:ed)? up (?:a|something) new|new (?:skill|tool|language|system|technology) quickly)\b/i,
    // "a service written in Go, which I had never used", "I spent the first evening on the Go tour".
    shown:
      /\b(?:had never (?:used|done|worked with|seen|heard of|written|touched|driven|cooked|taught)|never (?:used|done|worked with) (?:it|one|that|before)|(?:was|were) new to (?:me|us)|from scratch|taught myself|read up on|tutorials?|the (?:docs|documentation|manual)|(?:an?|the) (?:online |short |crash )?course)\b/i,
  },
  {
    kind: 'difficult person',
    unshown:
      'The question asks about a difficult person, and your answer never says what they said or did that made it hard.',
    // "…a difficult customer", "…an upset patient", "…someone who was upset or frustrated".
    asked: new RegExp(
      String.raw`\b(?:(?:${UPSET}) (?:${PEOPLE})s?|(?:someone|somebody|a person|people|anyone) who (?:was|were|is|are|got|became) (?:very |really )?(?:${UPSET}))\b`,
      'i',
    ),
    // "A guest complained that…", "the man started shouting", "she was upset about…", "a student came in close to
    // tears", "an upset student" (ADR 191).
    shown:
      /\b(?:complained|complaint|shouted|shouting|swore|swearing|threatened|demanded|raised (?:his|her|their) voice|(?:was|were|got|became|seemed|looked|sounded|felt|came in|arrived) (?:really |very |so |quite |clearly |visibly )?(?:angry|upset|furious|rude|frustrated|aggressive|abusive|annoyed|stressed|anxious|panicking|panicked|distraught|distressed)|(?:close to|near|in) tears|crying|in a panic|panicking|(?:an?|the|this|one) (?:very |really )?(?:angry|upset|furious|frustrated|irate|distressed|distraught|panicking) [a-z]+)\b/i,
  },
  {
    kind: 'feedback',
    unshown:
      'The question asks about feedback you received, and your answer never says what you were told or by whom.',
    asked: /\b(feedback|criticism|criticised|criticized|critique)\b/i,
    // "My lead told me my pull requests were too big to review", "my mentor pointed out that…".
    shown:
      /\b(?:feedback|criticism|told me (?:that )?(?:my|i|i'd|the|it|this)|pointed out|(?:said|wrote|commented) (?:that )?my|my (?:[a-z]+ ){0,2}(?:was|were) too)\b/i,
  },
  {
    kind: 'something made',
    unshown:
      'The question asks about something you are proud of, and your answer never says what you built or made yourself.',
    asked:
      /\b(project|piece of work|thing) (?:that )?you(?:'re| are| were)(?: most)? proud of|(?:proudest|biggest) (?:achievement|accomplishment)\b/i,
    // "I built a bus-arrival app with two friends", "we organised a charity gig".
    shown:
      /\b(?:i|we)\b[^.;!?]{0,30}\b(?:built|made|designed|wrote|created|developed|led|ran|organised|organized|launched|set up|started|founded|coded|programmed|restored|painted|raised)\b/i,
  },
  {
    kind: 'setback',
    unshown:
      'The question asks about something that went wrong, and your answer never says what went wrong or what you missed.',
    // "…a time you made a mistake", "…you missed a deadline", "…a project that failed" (ADR 193).
    asked:
      /\b(?:made a mistake|a mistake you made|your (?:biggest )?mistake|missed (?:a|the|an important) deadline|(?:a|your) failure|(?:that|when you|you) failed|went wrong|didn't go (?:as planned|well|to plan)|did not go (?:as planned|well|to plan)|a setback|fell short)\b/i,
    // "…it slipped to Tuesday", "I underestimated the reset flow", "my till was ten pounds short", "I forgot to…".
    shown:
      /\b(?:slipped|overran|ran late|(?:was|were|ran) (?:\w+ )?(?:late|behind)|too late|behind schedule|fell behind|went wrong|got (?:it|that|them|the [a-z]+) wrong|my (?:fault|error)|i (?:forgot|missed|misread|misjudged|broke|deleted|didn't (?:check|test|notice|realise|realize|finish|read|ask))|underestimated|overlooked|(?:was|were) (?:[a-z]+ ){0,2}short|mistake|missed (?:the|a|our|my) (?:deadline|date|target|handover|demo)|(?:i|we|it|that|the [a-z]+) (?:failed|broke|crashed|lost)|failed (?:my|the|our|a|an|to))\b/i,
  },
];

/** The kinds of occasion a question asks about, of the common behavioural kinds: "…in a team and there was a
 * disagreement" asks about two. */
export const occasionsAsked = (question: string): AskedOccasion[] =>
  OCCASIONS.filter((o) => o.asked.test(question));

/** The kinds of occasion a question asks about that no passage of the answer shows. */
export function occasionsNotShown(question: string, passages: string[]): AskedOccasion[] {
  // Read whole: a sentence cut at its comma still shows it ("My colleague wanted to lay the slabs…, | but I'd noticed…").
  const whole = passages.join(' ');
  return occasionsAsked(question).filter((o) => !o.shown.test(whole));
}

/**
 * The passages that show what kind of occasion was asked for, or null when the question asks for none of these kinds;
 * empty unless every kind asked is shown somewhere in the answer.
 */
export function showingTheOccasionAsked(question: string, passages: string[]): number[] | null {
  const asked = occasionsAsked(question);
  if (!asked.length) return null;
  const showing = asked.map((o) => passages.flatMap((passage, at) => (o.shown.test(passage) ? [at] : [])));
  if (showing.some((at) => !at.length)) return [];
  return [...new Set(showing.flat())].sort((a, b) => a - b);
}
