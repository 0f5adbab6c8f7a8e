import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract.ts';

describe('extractSkills', () => {
  it('does not take the verb "go" for the Go language', () => {
    expect(extractSkills('I would go back and check the logs, then go to the team lead.')).toEqual([]);
  });

  it('still names Go when the text says golang or goroutines', () => {
    expect(extractSkills('I wrote the worker in Golang with goroutines.')).toEqual(['Go']);
  });
});
