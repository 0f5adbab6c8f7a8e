/** Word lists the scorer and the speech metrics look for. Phrases are lower case, matched on word stems. */

/* Filler words live in src/lib/fillers.ts, the one list shared with the transcriber and the metrics. */

/**
 * A habit the speaker changed after an occasion, told with "after that", "from then on" or "ever since" and a verb of
 * habit ("After that I started checking the employee number…"), or kept since ("I've done that ever since"; ADR 168) or
 * still ("I still keep my changes under two hundred lines"; ADR 173): a lesson drawn in deeds, for the rubric's evidence and the story's reflection alike (docs/decisions/163). "After that
 * I went home" is only what came next.
 */
export const HABIT_CHANGED =
  /(?:(?:after that|from then on|ever since),? (?:i|we) (?:always |now |never )?(?:started|start|began|make sure|made sure|check|checked|always|never|now|keep|kept)|(?:i|we)(?:'ve| have) (?:done|kept doing|used|followed|kept) (?:that|it|this|them|those)(?: [a-z]+){0,2} ever since|(?:i|we) still (?:always )?(?:keep|check|use|do|make|write|start|label|ask|test|plan|follow|split|run|read|double-check))\b/i;

/** A past denied: "hasn't", "didn't", "never". */
export const NOT_DONE =
  /(?:hasn't|haven't|has not|have not|hadn't|had not|didn't|did not|wasn't|weren't|never)/;

/**
 * How a story ended, told by what has not happened again since ("It hasn't tripped since", "there have been no mistakes
 * since"; ADR 163), or since the change the speaker made ("we had no double charges after that release"; ADR 184): an
 * ending, never the scene, though it tells of the occasion.
 */
export const NOTHING_SINCE = new RegExp(
  String.raw`\b(?:${NOT_DONE.source} (?:[a-z]+ ){1,4}(?:since|again)|(?:there have been|there has been|there's been|we have had|we've had|i have had|i've had) no (?:[a-z]+ ){1,2}since|(?:we|i|they|there) (?:had|saw|got|were|have had|'ve had) no (?:more |further )?(?:[a-z]+ ){1,2}(?:after|since) (?:that|the|this|our|my|its) (?:release|change|fix|update|deploy|deployment|patch|rollout|launch))\b`,
  'i',
);

/**
 * The time the speaker had on the occasion ("I had four hours", "we only had two days left"): the limit they worked
 * against, which a story about pressure or a deadline sets out before what they did.
 */
export const TIME_LIMIT =
  /(?:i|we) (?:only |just )?had (?:only |just )?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a few|less than (?:an?|one|two|three)|under (?:an?|one|two|three)|\d+) (?:minutes?|hours?|days?|weeks?)(?! ago\b)/;

/** The words that put a question to the interviewer: "I'd like to know…", "could you tell me…". */
const QUESTION_WORDS = String.raw`i'd like to know|i would like to know|i was wondering|i wondered|i'm curious (?:about|to know)|could you tell me|can you tell me|i'd love to (?:hear|know)`;
/**
 * How a question opens, heard without its question mark: "what does…", "how do you…", "is there…". Not "which would…",
 * which opens a clause of the speaker's own ("…, which would have messed up two hundred participants"; ADR 208).
 */
const QUESTION_OPENING = String.raw`(?:and |so |also )?(?:(?:what|how|who|when|where|why) (?:does|do|is|are|would|will|did|can|could)|(?:is|are|do|does|could|can|would|will) (?:there|you|the|your|we|i))\b`;

/**
 * A question the candidate puts to the interviewer (ADR 162): "What does a typical first month look like…?", or one
 * heard without its question mark ("how do you do code reviews"; ADR 170).
 */
export const ASKS_THEM = new RegExp(
  String.raw`\?\s*$|\b(?:${QUESTION_WORDS})\b|^\W*${QUESTION_OPENING}`,
  'i',
);

/**
 * Each question the candidate puts, counted once in the whole answer: by its question mark, by the words that put it,
 * or, heard without its question mark, by how its sentence opens ("what does a typical first month look like."; ADR 170).
 */
export const QUESTION_PUT = new RegExp(
  String.raw`\?|\b(?:${QUESTION_WORDS})\b|(?:^|(?<=[.!]\s))${QUESTION_OPENING}(?=[^?.!]*(?:[.!]|$))`,
  'i',
);

/** A question that asks the candidate for questions of their own: "Do you have any questions for us?" (ADR 170). */
export const ASKS_FOR_THEIR_QUESTIONS =
  /\b(?:any|what|which) questions? (?:do you have )?(?:for|of|about) (?:us|me|the (?:role|team|panel|company|job))\b|\banything you(?:'d| would) like to ask\b/i;

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
  // Interview clichés: general claims about oneself or the job that any candidate could make about any question.
  'very important',
  'really important',
  'is key',
  'is crucial',
  'is essential',
  'i believe in',
  'people person',
  'fast learner',
  'quick learner',
  'extra mile',
  'do my best',
  'try my best',
  'best possible',
  'never give up',
  'stay positive',
  'keep learning',
  'customer-centric',
  'customer centric',
  'data-driven',
  'data driven',
  'continuous improvement',
  'on the same page',
  'the right way',
  'communication is key',
  'good communication',
  // Priorities any candidate could claim for any task ("patient safety always comes first", "saving money is the main
  // goal in logistics", "patient care is at the heart of everything I do"): a reason that fits every problem explains
  // none.
  'top priority',
  'comes first',
  'at the heart of',
  'main goal',
  "everyone's responsibility",
  'the most important thing',
  // That a choice has a trade-off, without naming it ("Both have their pros and cons, so it really depends on the
  // client"): true of every choice.
  'pros and cons',
  'advantages and disadvantages',
  // Care in general, of everything at once ("it is always good to double check everything"): what to check, and why,
  // is what shows the work.
  'better safe than sorry',
  'double check everything',
  'double-check everything',
  // Effort as a figure of speech, not a figure: "I always give one hundred percent".
  'give one hundred percent',
  'give a hundred percent',
  'give 100 percent',
  'give 110 percent',
  'give 100%',
  'give 110%',
  // Appeals to fashion: that a tool or a choice is popular or modern says nothing about why it fits ("Big companies
  // like Netflix use them, so it is a best practice", "I'd tell most people to go fixed, because that's what everyone
  // is doing").
  'big companies',
  'very popular',
  'more modern',
  'industry standard',
  'everyone uses',
  'everyone is doing',
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

/** A joke in place of an answer: laughter, or taking the joke back ("ha ha", "just kidding", "no, seriously"). */
export const JOKE = /\b(ha ?ha(ha)?|lol|(just|only|i am|i'm) kidding|jok(es|ing) aside|no,? seriously)\b/i;

/**
 * Waving the risk or the problem away instead of handling it: "it is probably fine if the doctor prescribed it, since
 * the doctor knows the patient best", "so I don't worry too much about measuring exactly", "deadlines are never a
 * problem for me". Such a passage shows nothing of the work: its "because" explains no mechanism and its "if" names
 * no case where the approach fails (docs/decisions/161). Only the speaker's own ease counts: reassuring a customer ("I
 * told her not to worry about the bill") is part of the work. Someone who "knows best" waves it away only as the reason
 * given ("since the doctor knows the patient best"), not as the person asked ("I ask the nurse who knows him best").
 */
export const DISMISSAL =
  /\b(?:(?:probably|surely|most likely) (?:be )?(?:fine|ok|okay|alright|safe)|nothing to worry about|i (?:don't|do not|never) (?:really )?(?:worry|bother) (?:too much |much )?about|(?:is|are|'s|was|were) never (?:really )?(?:a |an )?(?:big |real )?(?:problem|issue|worry) for (?:me|us)|(?:not|no) (?:a )?big deal|(?:since|because|as) (?:the |my |our |your )?[a-z]+ knows? (?:[a-z]+ ){0,2}best)\b/i;

/**
 * A reason that fits any problem, because it is someone else's: a duty ("I've done my yearly CPD because you have to"),
 * what most people do ("because that's what everyone is doing"), what usually matters or works ("because that's
 * usually the most important", "because that fixes most network issues"). It explains nothing of this problem
 * (docs/decisions/161).
 */
export const EMPTY_REASON =
  /\b(?:because|since|as) (?:(?:you|we|i|they) (?:have|had|has|need|needed|must) to(?= *(?:[,.;!?]|and\b|but\b|$))|(?:that|it|this)(?:'s| is| was) (?:usually |always |normally |just )?(?:what (?:everyone|everybody|most people|people|they|the boss|my boss|my manager) (?:is |are )?(?:doing|does|do|want|wants|says?|expects?)|the most important)|(?:that|it|this) (?:usually |normally |always )?(?:fixes|solves|sorts out|works for) (?:most|everything|anything|every))/i;

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

/**
 * General claims any candidate could make about any question. The sentence encoder compares each passage of an
 * answer with these, so a claim is heard in other words too ("I am someone who never stops until it is done").
 */
export const GENERAL_CLAIMS = [
  'I am a hard worker and I always give my best.',
  'I am very passionate about what I do.',
  'Communication is the key to success.',
  'It is very important to stay positive.',
  'I always follow best practices.',
  'I am a team player and I get along with everyone.',
  'I never give up until the job is done.',
  'I am a fast learner and I adapt quickly.',
  'Customer satisfaction is my top priority.',
  'I always go the extra mile.',
  'I am very detail-oriented and careful.',
  'It is all about building strong relationships.',
  'You have to be flexible and adapt to change.',
  'I believe in continuous improvement.',
  'I would make sure everything is done the right way.',
  'I am a very calm person and I work well under pressure.',
  'This is one of the most important skills in this job.',
  'I have a lot of experience with this.',
  'I would communicate with the team and my manager.',
  'Every situation is different, so it depends.',
  'I love learning new things every day.',
  'That is a great tool that many big companies use.',
  'Data-driven decisions are the best decisions.',
  'I think it would be a good fit for me.',
];
