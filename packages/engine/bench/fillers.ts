import { createPocketsphinxTranscriber, type PocketsphinxOptions } from '../src/adapters/pocketsphinx.ts';
import { fillerTokens, findFillers, HESITATIONS } from '../src/lib/fillers.ts';
import type { Transcript } from '../src/types.ts';
import { synthesise } from './festival-speech.ts';
import { FILLER_SET, type FillerAnswer } from './filler-set.ts';
import { questionHints } from './transcription.ts';
import { alignment, alignWords, errorRate, normaliseWords, type WordErrors } from './word-error-rate.ts';

type Kind = 'hesitation' | 'discourse';
/** A filler said (reference) or counted (transcript): where its words are and what it is. */
type Filler = { first: number; last: number; kind: Kind; text: string };
export type Tally = { said: number; counted: number; matched: number };
export type FillerFigures = Record<'all' | 'dev' | 'test', Record<Kind | 'total', Tally>> & {
  /** Word error rate of the whole set, hesitations left out on both sides as in the transcription bench. */
  wer: number;
  /** Per answer: the filler set text and the transcript, for reading the misses. */
  perClip: { text: string; heard: string; missed: string[]; extra: string[] }[];
};

const kindOf = (text: string): Kind => (HESITATIONS.has(text) ? 'hesitation' : 'discourse');

/** Reference words of an answer with its braced fillers, hesitations kept. */
export function saidFillers(text: string): { words: string[]; fillers: Filler[] } {
  const words: string[] = [];
  const fillers: Filler[] = [];
  for (const part of text.split(/(\{[^}]+\})/)) {
    const braced = /^\{(.+)\}$/.exec(part);
    const normalised = normaliseWords(braced ? braced[1]! : part, { keepHesitations: true });
    if (braced && normalised.length) {
      const phrase = normalised.join(' ');
      fillers.push({
        first: words.length,
        last: words.length + normalised.length - 1,
        kind: kindOf(phrase),
        text: phrase,
      });
    }
    words.push(...normalised);
  }
  return { words, fillers };
}

/** Fillers the metric counts in a transcript, by word index (a transcript word is one normalised word or more). */
export function countedFillers(transcript: Transcript): { words: string[]; fillers: Filler[] } {
  const tokens = fillerTokens(transcript);
  const words: string[] = [];
  const start: number[] = [];
  for (const t of tokens) {
    start.push(words.length);
    words.push(...normaliseWords(t.word, { keepHesitations: true }));
  }
  start.push(words.length);
  const fillers = findFillers(tokens).map((f) => ({
    first: start[f.index]!,
    last: start[f.index + f.words]! - 1,
    kind: kindOf(f.filler),
    text: f.filler,
  }));
  return { words, fillers };
}

/**
 * A counted filler matches a said one when the alignment puts one of its words against one of the said filler's
 * words and both are of the same kind: a hesitation heard as another hesitation ("hmm" as "um") counts, a
 * hesitation heard as a discourse word does not. Each filler matches at most once.
 */
export function matchFillers(
  said: { words: string[]; fillers: Filler[] },
  counted: { words: string[]; fillers: Filler[] },
): { matched: [Filler, Filler][]; missed: (Filler & { heardAs: string })[]; extra: Filler[] } {
  const heardAs = new Map<number, number>();
  for (const pair of alignment(said.words, counted.words))
    if (pair.reference !== undefined && pair.hypothesis !== undefined)
      heardAs.set(pair.reference, pair.hypothesis);
  const free = new Set(counted.fillers);
  const matched: [Filler, Filler][] = [];
  const missed: (Filler & { heardAs: string })[] = [];
  for (const s of said.fillers) {
    let hit: Filler | undefined;
    for (let r = s.first; r <= s.last && !hit; r++) {
      const h = heardAs.get(r);
      if (h === undefined) continue;
      hit = [...free].find((c) => c.kind === s.kind && h >= c.first && h <= c.last);
    }
    if (hit) {
      free.delete(hit);
      matched.push([s, hit]);
    } else {
      const heard = Array.from({ length: s.last - s.first + 1 }, (_, k) => heardAs.get(s.first + k));
      missed.push({ ...s, heardAs: heard.map((h) => (h === undefined ? '-' : counted.words[h])).join(' ') });
    }
  }
  return { matched, missed, extra: [...free] };
}

const emptyTally = (): Tally => ({ said: 0, counted: 0, matched: 0 });
const emptyGroup = () => ({ hesitation: emptyTally(), discourse: emptyTally(), total: emptyTally() });

/**
 * Festival speaks every answer of the filler set, the production transcriber writes it down, the filler metric's
 * rules find the fillers in the transcript, and each is matched against the fillers the text says.
 */
export async function fillerBench(
  options: PocketsphinxOptions = {},
  set: readonly FillerAnswer[] = FILLER_SET,
) {
  const transcriber = createPocketsphinxTranscriber(options);
  const figures: FillerFigures = {
    all: emptyGroup(),
    dev: emptyGroup(),
    test: emptyGroup(),
    wer: 0,
    perClip: [],
  };
  const errors: WordErrors = { substitutions: 0, deletions: 0, insertions: 0, referenceWords: 0 };
  for (const answer of set) {
    const wav = await synthesise(answer.text.replace(/[{}]/g, ''));
    const transcript = await transcriber.transcribe(wav, { hints: questionHints(answer.questionId) });
    const said = saidFillers(answer.text);
    const counted = countedFillers(transcript);
    const { matched, missed, extra } = matchFillers(said, counted);
    const clipErrors = alignWords(normaliseWords(answer.text), normaliseWords(transcript.text));
    for (const key of Object.keys(errors) as (keyof WordErrors)[]) errors[key] += clipErrors[key];
    for (const group of [figures.all, figures[answer.split]]) {
      for (const f of said.fillers) for (const key of [f.kind, 'total'] as const) group[key].said++;
      for (const f of counted.fillers) for (const key of [f.kind, 'total'] as const) group[key].counted++;
      for (const [f] of matched) for (const key of [f.kind, 'total'] as const) group[key].matched++;
    }
    figures.perClip.push({
      text: answer.text,
      heard: transcript.words?.map((w) => w.word).join(' ') ?? transcript.text,
      missed: missed.map((f) => `${f.text} (heard as ${f.heardAs})`),
      extra: extra.map((f) => f.text),
    });
  }
  figures.wer = errorRate(errors);
  return figures;
}

export const recall = (t: Tally) => (t.said ? t.matched / t.said : 1);
export const precision = (t: Tally) => (t.counted ? t.matched / t.counted : 1);
