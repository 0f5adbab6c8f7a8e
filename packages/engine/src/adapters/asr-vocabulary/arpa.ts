/**
 * A small back-off n-gram language model in ARPA text form, estimated from a few hundred to a few thousand words
 * of domain text with interpolated Witten-Bell smoothing (no count cut-offs: every n-gram seen is kept).
 *
 * Witten-Bell: P(w | h) = (c(h w) + T(h) P(w | h')) / (c(h) + T(h)), where T(h) is the number of distinct words
 * seen after h and h' is h without its oldest word. Unigrams interpolate with a uniform distribution over the
 * vocabulary, so words that the text never uses (extra vocabulary) still get a probability. In ARPA form a seen
 * n-gram stores its interpolated probability and a history stores the back-off weight that makes each
 * conditional distribution sum to one.
 */

export const SENTENCE_START = '<s>';
export const SENTENCE_END = '</s>';

export type ArpaOptions = {
  /** 2 (bigram) or 3 (trigram, the default). */
  order?: 2 | 3;
  /** Words to give a unigram probability even if no sentence uses them. */
  extraVocabulary?: readonly string[];
};

type Counts = Map<string, number>;
const SEP = ' ';

function log10(p: number): string {
  return Math.log10(p).toFixed(6);
}

/** ARPA text of a Witten-Bell back-off LM over tokenised sentences (without <s> and </s>; they are added). */
export function buildArpa(sentences: readonly (readonly string[])[], options: ArpaOptions = {}): string {
  const order = options.order ?? 3;
  // counts[n - 1]: n-gram (words joined by a space) -> count.
  const counts: Counts[] = Array.from({ length: order }, () => new Map());
  for (const sentence of sentences) {
    if (!sentence.length) continue;
    const tokens = [SENTENCE_START, ...sentence, SENTENCE_END];
    for (let n = 1; n <= order; n += 1) {
      for (let i = 0; i + n <= tokens.length; i += 1) {
        // A unigram <s> is never predicted; it exists only as a history.
        if (n === 1 && i === 0) continue;
        const gram = tokens.slice(i, i + n).join(SEP);
        counts[n - 1]!.set(gram, (counts[n - 1]!.get(gram) ?? 0) + 1);
      }
    }
  }
  if (!counts[0]!.size) throw new Error('The domain text has no words to build a language model from.');

  const vocabulary = new Set<string>([...counts[0]!.keys(), ...(options.extraVocabulary ?? [])]);
  vocabulary.delete(SENTENCE_START);
  const total = [...counts[0]!.values()].reduce((a, b) => a + b, 0);
  const types = counts[0]!.size;

  // Per history of each order: total count c(h), distinct followers T(h), and its followers.
  const histories: Map<string, { count: number; followers: string[] }>[] = [];
  for (let n = 2; n <= order; n += 1) {
    const byHistory = new Map<string, { count: number; followers: string[] }>();
    for (const [gram, c] of counts[n - 1]!) {
      const cut = gram.lastIndexOf(SEP);
      const history = gram.slice(0, cut);
      const entry = byHistory.get(history) ?? { count: 0, followers: [] };
      entry.count += c;
      entry.followers.push(gram.slice(cut + 1));
      byHistory.set(history, entry);
    }
    histories[n] = byHistory;
  }

  // probability[n - 1]: n-gram -> interpolated probability.
  const probability: Map<string, number>[] = Array.from({ length: order }, () => new Map());
  const unigram = (w: string) => ((counts[0]!.get(w) ?? 0) + types / vocabulary.size) / (total + types);
  for (const w of vocabulary) probability[0]!.set(w, unigram(w));

  /** P(w | h) under the model of h's order, backing off through shorter histories. */
  function conditional(history: string[], w: string): number {
    if (!history.length) return probability[0]!.get(w) ?? 0;
    const n = history.length + 1;
    const key = history.join(SEP);
    const seen = probability[n - 1]!.get(`${key}${SEP}${w}`);
    if (seen !== undefined) return seen;
    return backoff(n, key) * conditional(history.slice(1), w);
  }

  const backoffs: Map<string, number>[] = [];
  function backoff(n: number, history: string): number {
    return backoffs[n]?.get(history) ?? 1;
  }

  for (let n = 2; n <= order; n += 1) {
    backoffs[n] = new Map();
    for (const [history, { count, followers }] of histories[n]!) {
      const distinct = followers.length;
      const shorter = history.split(SEP).slice(1);
      let seenMass = 0;
      let lowerMass = 0;
      for (const w of followers) {
        const lower = conditional(shorter, w);
        const p = (counts[n - 1]!.get(`${history}${SEP}${w}`)! + distinct * lower) / (count + distinct);
        probability[n - 1]!.set(`${history}${SEP}${w}`, p);
        seenMass += p;
        lowerMass += lower;
      }
      // What the history leaves for unseen words, spread as the lower order spreads its own remainder.
      backoffs[n]!.set(history, lowerMass < 1 ? (1 - seenMass) / (1 - lowerMass) : 1);
    }
  }

  const lines: string[] = ['\\data\\'];
  const sizes = [vocabulary.size + 1, ...counts.slice(1).map((c) => c.size)];
  sizes.forEach((size, i) => lines.push(`ngram ${i + 1}=${size}`));
  lines.push('', '\\1-grams:');
  const unigramBackoff = (w: string) => (order > 1 ? ` ${log10(backoff(2, w))}` : '');
  // <s> is only a history: ARPA gives it probability -99 (log10 of ~0).
  lines.push(`-99.000000 ${SENTENCE_START}${unigramBackoff(SENTENCE_START)}`);
  for (const w of [...vocabulary].sort())
    lines.push(`${log10(probability[0]!.get(w)!)} ${w}${unigramBackoff(w)}`);
  for (let n = 2; n <= order; n += 1) {
    lines.push('', `\\${n}-grams:`);
    for (const gram of [...probability[n - 1]!.keys()].sort()) {
      const bo = n < order ? ` ${log10(backoff(n + 1, gram))}` : '';
      lines.push(`${log10(probability[n - 1]!.get(gram)!)} ${gram}${bo}`);
    }
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}
