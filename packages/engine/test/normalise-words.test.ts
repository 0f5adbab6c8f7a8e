import { describe, expect, it } from 'vitest';
import { normaliseWords } from '../bench/normalise-words.ts';

describe('normaliseWords', () => {
  it('lower-cases and drops punctuation but keeps contractions whole', () => {
    expect(normaliseWords('Well, I don\u2019t know; it\'s "fine".')).toEqual([
      'well',
      'i',
      "don't",
      'know',
      "it's",
      'fine',
    ]);
  });

  it('spells numbers and percentages as Festival reads them', () => {
    expect(normaliseWords('40% of 105 tickets, 3.5 days, 1200 users, 12,000 calls, the 3rd time')).toEqual(
      (
        'forty percent of one hundred five tickets three point five days twelve hundred users twelve thousand ' +
        'calls the third time'
      ).split(' '),
    );
  });

  it('says known acronyms letter by letter whether written in capitals, lower case or as letters', () => {
    expect(normaliseWords('The API and our SLAs')).toEqual([
      'the',
      'a',
      'p',
      'i',
      'and',
      'our',
      's',
      'l',
      'a',
      's',
    ]);
    expect(normaliseWords('the api and our s l a s')).toEqual(normaliseWords('The API and our SLAs'));
    expect(normaliseWords('GET and PUT requests')).toEqual(['get', 'and', 'put', 'requests']);
  });

  it('splits hyphens, slashes and closed compounds the same way on both sides', () => {
    expect(normaliseWords('CI/CD for the front-end')).toEqual([
      'c',
      'i',
      'c',
      'd',
      'for',
      'the',
      'front',
      'end',
    ]);
    expect(normaliseWords('frontend e-mail')).toEqual(normaliseWords('front end email'));
    expect(normaliseWords('argon2 p95')).toEqual(['argon', 'two', 'p', 'nine', 'five']);
  });

  it('drops hesitations the decoder writes', () => {
    expect(normaliseWords('um so ah we uh shipped it')).toEqual(['so', 'we', 'shipped', 'it']);
  });

  it('keeps hesitations when asked, to align fillers', () => {
    expect(normaliseWords('Um, so we, uh, shipped it', { keepHesitations: true })).toEqual([
      'um',
      'so',
      'we',
      'uh',
      'shipped',
      'it',
    ]);
  });
});
