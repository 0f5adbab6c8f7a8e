import { tagger as nlp } from './text.ts';

const its = nlp.its;

/** Words a question uses to frame what it asks; a phrase made only of them is not a subject of its own. */
const FRAME_WORDS = new Set(
  (
    'time times me situation actions action result results decision decisions trade off offs trade-off ' +
    'trade-offs role resume way end kind thing things example examples specific great same several own new ' +
    'good right first last recent best main day days week weeks ' +
    // The angle a thing is asked from (ADR 206): "What are the drawbacks of garbage collection?" is about garbage
    // collection.
    'benefit benefits advantage advantages drawback drawbacks downside downsides disadvantage disadvantages pros ' +
    'cons limitation limitations pitfall pitfalls purpose'
  ).split(' '),
);
const PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * The subjects a question names: its noun phrases ("zero-downtime deployment", "stateful service",
 * "Kubernetes"), without articles and without the words that only frame the question ("a time", "the result").
 */
export function questionSubjects(question: string): string[] {
  const doc = nlp.readDoc(question);
  const tokens = doc.tokens().out() as string[];
  // Words the tagger reads out of a noun phrase, put back in it: the "A" of "A/B testing", the adverb of "low back
  // pain", and a noun read as an adjective at the end of one ("an authentication token in…"); and words it reads into
  // one, taken out.
  const read = (doc.tokens().out(its.pos) as string[]).map((tag, i, all) => {
    if (tag === 'DET' && tokens[i + 1] === '/') return 'PROPN';
    // "keep track of court deadlines", "which assumptions matter most": an idiom's noun and a verb read as a noun.
    if (
      /^(keep|keeps|kept|keeping|take|takes|took|taking)$/i.test(tokens[i - 1] ?? '') &&
      tokens[i + 1] === 'of'
    )
      return 'X';
    if (/^matters?$/i.test(tokens[i]!) && all[i - 1] === 'NOUN') return 'VERB';
    if (tag === 'ADV' && all[i - 1] === 'ADJ' && /^(NOUN|VERB)$/.test(all[i + 1] ?? '')) return 'ADJ';
    if (tag === 'ADJ' && all[i - 1] === 'NOUN' && /^(in|on|with)$/.test(tokens[i + 1] ?? '')) return 'NOUN';
    return tag;
  });
  const tags = read.map((tag, i, all) => {
    if (tag !== 'VERB') return tag;
    const token = tokens[i]!;
    // The tagger takes a noun in a noun phrase for a verb ("a kitchen sink?", "a React page"): a word after a
    // determiner, an adjective or a noun that ends the phrase or comes before a noun is one (after an adjective,
    // always: "acute low back pain to…"), and a capitalised one a name. A verb after its subject is followed by more
    // ("This role asks for…", "warfarin brings in…").
    const inPhrase = /^(DET|ADJ|NOUN|PROPN)$/.test(all[i - 1] ?? '') && !/(ing|ed)$/i.test(token);
    const name = i > 0 && /^[A-Z]/.test(token);
    const next = all[i + 1] ?? 'PUNCT';
    if (inPhrase && (/^(PUNCT|NOUN)$/.test(next) || all[i - 1] === 'ADJ')) return name ? 'PROPN' : 'NOUN';
    if (name && next === 'NOUN') return 'PROPN';
    return tag;
  });
  const phrases: string[] = [];
  let run: string[] = [];
  let runTags: string[] = [];
  const close = () => {
    while (run.length && FRAME_WORDS.has(run[0]!.toLowerCase())) {
      run.shift();
      runTags.shift();
    }
    const words = run.join(' ').replace(/ ?([-/]) ?/g, '$1');
    // A subject is a thing: the phrase ends in a noun ("too expensive" names none).
    const thing = runTags.length > 0 && /NOUN|PROPN|NUM/.test(runTags.at(-1)!);
    // …and names one of its own: "three weeks" and "two" name none, "a safeguarding decision" does.
    const named = run.some(
      (w, i) => runTags[i] !== 'NUM' && !FRAME_WORDS.has(w.toLowerCase()) && /[a-z]{2}/i.test(w),
    );
    if (thing && named) phrases.push(words);
    run = [];
    runTags = [];
  };
  tokens.forEach((token, i) => {
    const tag = tags[i]!;
    const joiner = (token === '-' || token === '/') && run.length > 0;
    // "landing pages", "pick and pack" start with a verb form that names the thing.
    const gerund = tag === 'VERB' && /ing$/i.test(token) && /^(NOUN|PROPN|ADJ)$/.test(tags[i + 1] ?? '');
    if (PHRASE_TAGS.has(tag) || joiner || gerund) {
      run.push(token);
      runTags.push(joiner ? runTags.at(-1)! : tag);
    } else close();
  });
  close();
  return [...new Set(phrases)];
}

/**
 * General questions about the same subjects ("What is your experience with Kubernetes?"): an answer that only
 * talks about the subject in general, not about what was asked, fits one of these better than the question.
 */
export function subjectQuestions(question: string): string[] {
  return questionSubjects(question).flatMap((subject) => [
    `What is your experience with ${subject}?`,
    approachQuestion(subject),
  ]);
}

/** A general question about one subject: "How do you approach Kubernetes?" (also asked of an answer's own subjects). */
export const approachQuestion = (subject: string) => `How do you approach ${subject}?`;
