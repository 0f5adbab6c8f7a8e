const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The hero search: every word typed must appear in the title (so 'dev back' finds 'Backend Developer'), and titles
 * that start with the query come first, then titles with a word starting with it, then the rest, each group in
 * catalogue order. cmdk's own fuzzy scorer is switched off because it matches scattered letters ('sd' -> 'Sales
 * Development ...', 'Senior Designer'), which makes 'Job Title not found' almost never appear.
 */
export function filterJobTitles<T extends { job_title: string }>(titles: readonly T[], query: string): T[] {
  const wanted = normalise(query);
  if (!wanted) return [...titles];
  const words = wanted.split(' ');
  const ranked: { title: T; rank: number; order: number }[] = [];
  titles.forEach((title, order) => {
    const name = normalise(title.job_title);
    if (!words.every((word) => name.includes(word))) return;
    const rank = name.startsWith(wanted)
      ? 0
      : name.split(' ').some((part) => part.startsWith(words[0]!))
        ? 1
        : 2;
    ranked.push({ title, rank, order });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((entry) => entry.title);
}
