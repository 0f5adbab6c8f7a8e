import { describe, expect, it } from 'vitest';
import { anyOf, holdsPhrase } from './regexp.ts';

describe('holdsPhrase', () => {
  it('finds a phrase as whole words, in any case', () => {
    expect(holdsPhrase('We made an API call', 'api')).toBe(true);
    expect(holdsPhrase('A rapid answer', 'api')).toBe(false);
    expect(holdsPhrase('Kafka Consumer Groups rebalance', 'consumer groups')).toBe(true);
    expect(holdsPhrase('consumer grouping', 'consumer group')).toBe(false);
  });

  it('looks past an occurrence inside a word to a whole one', () => {
    expect(holdsPhrase('rapid work on the api', 'api')).toBe(true);
  });

  it('takes letters and digits of any script as part of a word', () => {
    expect(holdsPhrase('the cafés were full', 'café')).toBe(false);
    expect(holdsPhrase('at the café, then home', 'café')).toBe(true);
    expect(holdsPhrase('ipv46 only', 'ipv4')).toBe(false);
    expect(holdsPhrase('naïve bayes', 'bayes')).toBe(true);
  });

  it('reads a phrase that starts or ends with a symbol literally', () => {
    expect(holdsPhrase('we moved to .NET last year', '.net')).toBe(true);
    expect(holdsPhrase('I write C++ daily', 'c++')).toBe(true);
    expect(holdsPhrase('I write C daily', 'c++')).toBe(false);
  });

  it('finds no empty phrase', () => {
    expect(holdsPhrase('anything', '')).toBe(false);
  });
});

describe('anyOf', () => {
  it('matches any listed phrase whole, in any case', () => {
    expect(anyOf(['on call', 'pager']).test('I was On Call that week')).toBe(true);
    expect(anyOf(['pager']).test('pagers')).toBe(false);
  });
});
