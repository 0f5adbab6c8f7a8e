import { describe, expect, it } from 'vitest';
import { fillerTokens, findFillers, withoutFillers, withoutHesitations } from './fillers.ts';

/** The fillers of a typed text, as the metric finds them (commas stand for pauses). */
const fillersIn = (text: string) => findFillers(fillerTokens({ text, duration_ms: 0 })).map((f) => f.filler);

describe('findFillers', () => {
  it('counts every hesitation sound', () => {
    expect(fillersIn('Um, I think, uh, the er main hmm thing')).toEqual(['um', 'uh', 'er', 'hmm']);
  });

  it('tells "like" as a filler from "like" as a verb, a comparison or "such as"', () => {
    expect(fillersIn('So, like, you know, I would add a cache.')).toEqual(['so', 'like', 'you know']);
    expect(fillersIn('I like Go and it looks like a good plan.')).toEqual([]);
    expect(fillersIn('We page on symptoms customers feel, like error rate and latency.')).toEqual([]);
    expect(fillersIn('We did not like the new pipeline.')).toEqual([]);
    expect(fillersIn('We were like two weeks behind.')).toEqual(['like']);
    expect(fillersIn('The design had like a lot of animations.')).toEqual(['like']);
    expect(fillersIn('Best case is, like, still waiting on legal.')).toEqual(['like']);
    expect(fillersIn('It is like a queue with retries.')).toEqual([]);
  });

  it('counts "you know", "I mean" and "you see" only where they are not verbs', () => {
    expect(fillersIn('Do you know what it costs you today?')).toEqual([]);
    expect(fillersIn('You know the answer already.')).toEqual([]);
    expect(fillersIn('You know, error rate and latency.')).toEqual(['you know']);
    expect(fillersIn('It is uh you know it is basically simple')).toEqual(['uh', 'you know', 'basically']);
    expect(fillersIn('What I mean is that a quiet account is risky.')).toEqual([]);
    expect(fillersIn('I mean, I let them finish first.')).toEqual(['i mean']);
    expect(fillersIn('I would reach out, you know, before the renewal.')).toEqual(['you know']);
  });

  it('counts "kind of" as a hedge but not as a kind of something', () => {
    expect(fillersIn('It was kind of slow.')).toEqual(['kind of']);
    expect(fillersIn('What kind of database? I like that kind of small win.')).toEqual([]);
  });

  it('counts "so" and "actually" only beside another filler', () => {
    expect(fillersIn('So um I would look at the health score.')).toEqual(['so', 'um']);
    expect(fillersIn('Uh, so I made the plan step run in parallel.')).toEqual(['uh']);
    expect(fillersIn('It actually made the page slower, so we reverted it.')).toEqual([]);
    expect(fillersIn('Actually, um, the demo went better.')).toEqual(['actually', 'um']);
  });

  it('counts a filler phrase once, with all its words', () => {
    const found = findFillers(fillerTokens({ text: 'people stop trusting pages, so yeah', duration_ms: 0 }));
    expect(found).toEqual([{ index: 4, words: 2, filler: 'so yeah' }]);
  });

  it('reads pauses from word times when the transcriber gives them', () => {
    const words = ['best', 'case', 'is', 'like', 'still', 'waiting'].map((word, i) => ({
      word,
      start: i * 0.4 + (i >= 4 ? 0.2 : 0),
      end: i * 0.4 + 0.35,
    }));
    expect(findFillers(fillerTokens({ text: '', words, duration_ms: 3000 })).map((f) => f.filler)).toEqual([
      'like',
    ]);
    const together = words.map((w, i) => ({ ...w, start: i * 0.4, end: i * 0.4 + 0.39 }));
    expect(findFillers(fillerTokens({ text: '', words: together, duration_ms: 3000 }))).toEqual([]);
  });
});

describe('withoutHesitations', () => {
  it('leaves out the hesitation sounds and nothing else', () => {
    expect(withoutHesitations('Um, I would er dry it and uh check the joints, hmm.')).toBe(
      'I would dry it and check the joints.',
    );
    expect(withoutHesitations('I like Go, you know, and umbrellas.')).toBe(
      'I like Go, you know, and umbrellas.',
    );
  });
});

describe('withoutFillers', () => {
  it('leaves out hesitations and discourse fillers with the commas that set them apart', () => {
    expect(withoutFillers('I, um, told my manager and we, uh, contacted the employee.')).toBe(
      'I told my manager and we contacted the employee.',
    );
    expect(withoutFillers('After that I, like, started checking the employee number.')).toBe(
      'After that I started checking the employee number.',
    );
    // The sentence opens on its first word kept, and keeps its end.
    expect(withoutFillers('Um, in my first job I sent it, you know. Hmm.')).toBe(
      'In my first job I sent it.',
    );
  });

  it('keeps the same words where they do real work', () => {
    expect(withoutFillers('I like Go, and you know the answer.')).toBe('I like Go, and you know the answer.');
    expect(withoutFillers('It looks like a cache problem.')).toBe('It looks like a cache problem.');
  });
});
