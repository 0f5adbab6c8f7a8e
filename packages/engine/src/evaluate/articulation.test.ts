import { describe, expect, it } from 'vitest';
import { findArticulation, questionAsks, quoteAround, trimQuote } from './articulation.ts';
import { quotePassage } from './content-feedback.ts';

describe('quotes of the candidate', () => {
  it('leave no comma hanging at the end of a short passage', () => {
    expect(quoteAround('because the tooling is good and our team knows it well,', /because/)).toBe(
      'because the tooling is good and our team knows it well',
    );
  });

  it('end a long passage at a comma after the cue rather than mid-clause', () => {
    const passage =
      'The downside is that writes get slower, since the index has to be updated too, so you should not add one for every column';
    expect(quoteAround(passage, /downside/)).toBe(
      'The downside is that writes get slower, since the index has to be updated too',
    );
  });

  it('do not open on the conjunction of a clause cut from a longer sentence', () => {
    expect(quotePassage('and I go through the whole list with my manager in supervision every month.')).toBe(
      'I go through the whole list with my manager in supervision every month.',
    );
    expect(quotePassage('So I asked the senior technician for help.')).toBe(
      'So I asked the senior technician for help.',
    );
  });

  it('do not end on a word that leaves them hanging', () => {
    expect(trimQuote('so a write heavy table gets slower and you should'.split(' '))).toBe(
      'so a write heavy table gets slower',
    );
    expect(trimQuote('we fixed it and then'.split(' '))).toBe('we fixed it');
  });
});

describe('a trade-off in a technical answer', () => {
  const tradeoff = (text: string) =>
    findArticulation('Technical', [text]).find((a) => a.part.id === 'tradeoff')!.passage !== null;

  it('is the price of an approach, not a price the answer talks about', () => {
    expect(tradeoff('First I would not drop the price.')).toBe(false);
    expect(tradeoff('The price of that is a second copy of the data to keep in sync.')).toBe(true);
    expect(tradeoff('The downside is that writes get slower.')).toBe(true);
  });
});

describe('the parts of a story', () => {
  const shown = (text: string) =>
    findArticulation('Behavioral', [text])
      .filter((a) => a.passage !== null)
      .map((a) => a.part.id);

  it('include what the speaker did in any past verb, but not what they wanted or felt', () => {
    expect(shown('I escalated the bug with logs and steps to reproduce.')).toContain('action');
    expect(shown('Then I walked them through it on a screen share.')).toContain('action');
    expect(shown('I let them explain first.')).toContain('action');
    expect(shown('I wanted a better process and I loved the team.')).not.toContain('action');
  });

  it('include a problem that could not be solved, but not "what I could and could not do"', () => {
    expect(shown('I found he could not find common denominators.')).toContain('task');
    expect(shown('I said clearly what I could and could not do.')).not.toContain('task');
  });

  it('include a result told in its own verbs, and a setting that opens with "during my internship"', () => {
    expect(shown('The fix shipped in three days and they gave us a five-star rating.')).toContain('result');
    expect(shown('During my internship a customer called about failed invoice exports.')).toContain(
      'situation',
    );
    expect(shown('During stressful times I always stay calm.')).not.toContain('situation');
  });

  it('include a setting that opens on an event and who was in it, but not a general truth', () => {
    expect(
      shown('A customer got angry at the entrance because we would not let him in after closing time.'),
    ).toContain('situation');
    expect(shown('Someone came to me saying their manager was unfair when giving out shifts.')).toContain(
      'situation',
    );
    expect(shown('A good manager leads by example and always stays positive.')).not.toContain('situation');
  });
});

describe('a question about one occasion', () => {
  it('is a request for one time it happened, a project or a day included, not for a tool, a typical day or a method', () => {
    for (const occasion of [
      'Tell me about a time a guest complained about their room. What did you do?',
      'Tell me about a project that was going to miss its deadline. How did you get it back on track?',
      'Tell me about a day when two of your staff called in sick before a busy shift.',
      'Describe a situation where you had to change your plan.',
    ])
      expect(questionAsks(occasion).occasion, occasion).toBe(true);
    for (const other of [
      'Tell me about a tool you use every day.',
      'Tell me about a typical day in your current job.',
      'How would you find and fix a leak under a kitchen sink?',
      'What do you enjoy most about UX design, and what drew you to it?',
    ])
      expect(questionAsks(other).occasion, other).toBe(false);
  });
});
