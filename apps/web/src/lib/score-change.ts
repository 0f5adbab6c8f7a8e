/** A change of score as the dashboard, the report and the progress page write it: '+7', '−3' or 'no change'. */
export function formatScoreChange(change: number): string {
  const rounded = Math.round(change);
  if (rounded === 0) return 'no change';
  return rounded > 0 ? `+${rounded}` : `\u2212${Math.abs(rounded)}`;
}

/** Green up, red down, grey level; always written out as well (formatScoreChange), never colour alone. */
export function scoreChangeTone(change: number): string {
  const rounded = Math.round(change);
  if (rounded > 0) return 'text-green-800 bg-green-100';
  if (rounded < 0) return 'text-red-800 bg-red-100';
  return 'text-slate-700 bg-slate-100';
}
