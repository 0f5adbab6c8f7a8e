import type { RoleBank } from '../types.ts';

export const bank: RoleBank = {
  role: 'DevOps Engineer',
  questions: {
    'Warm-up': { 'Entry-Level': [], Professional: [], Expert: [] },
    Technical: { 'Entry-Level': [], Professional: [], Expert: [] },
    Behavioral: { 'Entry-Level': [], Professional: [], Expert: [] },
  },
};
