import type { BankQuestion, Concept } from '../types.ts';

/** A generic question: written once, with {role} replaced by the job title when planned. */
export type GenericQuestion = Omit<BankQuestion, 'id'>;

export const concept = (name: string, ...synonyms: string[]): Concept => ({ name, synonyms });
