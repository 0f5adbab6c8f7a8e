import { describe, expect, it } from 'vitest';
import { readableText } from '../../lib/readable-transcript.ts';
import { writtenForms } from './written-forms.ts';
import { transcriptionHints } from './domain-hints.ts';

describe('the field’s written forms in a readable transcript', () => {
  it('writes a word as the field writes it inside a sentence: acronyms, names, mixed case', () => {
    const forms = writtenForms([
      'What is SQL injection, and how do you prevent it in the code you write?',
      'Use parameterised queries; never build SQL from strings.',
      'We cache sessions in Redis. The cache runs Redis 7.',
      'It explains that PUT replaces a resource and that our JavaScript bundle is small.',
      'Run Lighthouse on the page and check the Core Web Vitals.',
    ]);
    expect(forms.get('sql')).toBe('SQL');
    expect(forms.get('redis')).toBe('Redis');
    expect(forms.get('javascript')).toBe('JavaScript');
    // Never an everyday word ("put"), nor a word spoken English uses in lower case ("lighthouse", "core").
    for (const word of ['put', 'lighthouse', 'core', 'what', 'use', 'it'])
      expect(forms.has(word), word).toBe(false);
  });

  it('is read from the hints the transcriber gets, so a backend answer reads "SQL" and "JWT"', () => {
    const forms = writtenForms(
      transcriptionHints({ text: 'What is SQL injection?', job_title: 'Backend Developer' }),
    );
    const at = (word: string, start: number) => ({ word, start, end: start + 0.2 });
    const words = ['sql', 'injection', 'is', 'stopped', 'by', 'jwt', 'no', 'i', 'mean', 'parameters'].map(
      (w, i) => at(w, i * 0.25),
    );
    expect(readableText(words, forms)).toBe('SQL injection is stopped by JWT no I mean parameters.');
    expect(readableText(words)).toBe('Sql injection is stopped by jwt no I mean parameters.');
  });
});
