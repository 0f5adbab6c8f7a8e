/** SPEC §2: what the report scores, shown before the interview starts. */
export const EVALUATION_CRITERIA = [
  { group: 'Domain Knowledge', items: ['Response Accuracy', 'Terminology Match Rate'] },
  { group: 'Articulation and Problem Solving', items: ['Response Structure', 'Support Examples'] },
  { group: 'Team Work and Leadership', items: ['Team Player', 'Leadership'] },
  {
    group: 'Communication and Body Language',
    items: ['Voice Accuracy and Pacing', 'Filler Words and Grammar', 'Eye Contact'],
  },
] as const;
