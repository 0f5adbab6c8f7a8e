/** Word lists the scorer and the speech metrics look for. Phrases are lower case, matched on word stems. */

/** Disfluencies as transcribers write them (pocketsphinx writes "um"/"uh" as "ah"). */
export const FILLER_SOUNDS = new Set(['um', 'umm', 'uh', 'uhh', 'ah', 'er', 'erm', 'hmm', 'mm']);
/** Filler phrases; "like" is handled apart because it is often a real verb. */
export const FILLER_PHRASES = [
  'you know',
  'i mean',
  'basically',
  'actually',
  'literally',
  'sort of',
  'kind of',
  'you see',
  'so yeah',
  'or something',
  'and stuff',
];

/** Vague claims that sound good and say nothing observable. */
export const BUZZWORDS = [
  'synergy',
  'synergies',
  'passionate',
  'passion',
  'hard worker',
  'hardworking',
  'team player',
  'go-getter',
  'think outside the box',
  'outside the box',
  'best practices',
  'best in class',
  'world class',
  'cutting edge',
  'leverage',
  'dynamic',
  'results-driven',
  'results driven',
  'detail-oriented',
  'detail oriented',
  'win-win',
  'game changer',
  'paradigm',
  'holistic',
  'value add',
  'move the needle',
  'at the end of the day',
  'perfectionist',
  'rockstar',
  'self-starter',
  'innovative',
  'proactive',
  'excellence',
];

/** Words that state an outcome; with a number they make a measurable result. */
export const OUTCOME_WORDS = (
  'reduced increased improved cut grew saved dropped raised doubled halved won resolved fixed shipped launched ' +
  'delivered retained renewed closed prevented result outcome decreased faster fewer lower higher'
).split(' ');

export const EXAMPLE_MARKERS = [
  'for example',
  'for instance',
  'in my last',
  'in my previous',
  'at my last',
  'at my previous',
  'on one project',
  'one time',
  'last year',
  'last quarter',
  'recently',
  'once',
];

/** STAR parts of a behavioural answer, each a list of phrase cues. */
export const STAR_CUES = {
  situation: [
    'when i was',
    'at my last',
    'in my last',
    'in my previous',
    'at my previous',
    'last year',
    'last quarter',
    'there was a',
    'we had a',
    'i had a',
    'during',
    'once',
    'a customer',
    'a client',
    'the project',
  ],
  task: [
    'i was responsible',
    'my goal',
    'my job was',
    'my task',
    'my role',
    'needed to',
    'had to',
    'the goal',
    'i owned',
    'asked me to',
    'deadline',
  ],
  action: [
    'i decided',
    'i set up',
    'i started',
    'i talked',
    'i called',
    'i wrote',
    'i built',
    'i ran',
    'i proposed',
    'i organized',
    'i met',
    'first i',
    'then i',
    'so i',
  ],
  result: [
    'as a result',
    'in the end',
    'ended up',
    'result',
    'outcome',
    'afterwards',
    'since then',
    'we went from',
    'i learned',
    'lesson',
  ],
};

/** Reasoning connectors that show a technical answer is explained, not listed. */
export const REASONING_CUES = [
  'because',
  'so that',
  'which means',
  'trade off',
  'tradeoff',
  'instead of',
  'rather than',
  'depends on',
  'the downside',
  'the risk',
  'otherwise',
  'first',
  'then',
  'finally',
  'if the',
  'unless',
  'whereas',
];

/** Ways of saying "I do not know" that should not be scored as knowledge. */
export const NON_ANSWERS = [
  "i don't know",
  'i do not know',
  'no idea',
  'not sure',
  'never done',
  'pass on this',
  'skip this',
];
