const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The Interview Level in words, with this interview's numbers: it is the mean of the question scores (not of the
 * three areas, which is why it cannot be worked out from the area gauges), and what each question score weighs.
 */
export function interviewLevelExplanation(overall: number, questionScores: number[]) {
  const scores = questionScores.map((s) => String(Math.round(s)));
  const n = questionScores.length;
  return {
    sum:
      n === 0
        ? 'Your Interview Level is the average of your question scores.'
        : `Your Interview Level, ${Math.round(overall)}, is the average of your ${n === 1 ? 'one question score' : `${n} question scores`}: ${list(scores)}. An unanswered question scores 0.`,
    perQuestion:
      'Each question score weighs domain knowledge most, then articulation, then communication, and communication counts only as far as the answer addresses the question. The three area gauges are averages of their own, so the level is not their average.',
  };
}
