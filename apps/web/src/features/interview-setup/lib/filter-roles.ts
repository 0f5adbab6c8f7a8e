/** Every typed word must appear in the title, case-insensitively ('dev back' finds 'Backend Developer'). */
export function filterRoles<T extends { job_title: string }>(titles: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...titles];
  return titles.filter((title) => {
    const name = title.job_title.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}
