// Word error rate of a transcript against what was said: (substitutions + deletions + insertions) / words said,
// after both are normalised alike (case, punctuation, digits spelled out).

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0..999_999 spelled out the way a recogniser writes them ("two hundred fifty"). */
export function spellNumber(value: number): string[] {
  if (value < 20) return [ONES[value]!];
  if (value < 100) return [TENS[Math.floor(value / 10)]!, ...(value % 10 ? [ONES[value % 10]!] : [])];
  if (value < 1000) {
    const rest = value % 100;
    return [ONES[Math.floor(value / 100)]!, 'hundred', ...(rest ? spellNumber(rest) : [])];
  }
  const rest = value % 1000;
  return [...spellNumber(Math.floor(value / 1000)), 'thousand', ...(rest ? spellNumber(rest) : [])];
}

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (/^\d{1,6}$/.test(word) ? spellNumber(Number(word)) : [word]));
}

export function wordErrorRate(reference: string, hypothesis: string): number {
  const said = normaliseWords(reference);
  const heard = normaliseWords(hypothesis);
  if (said.length === 0) return heard.length === 0 ? 0 : 1;
  // Levenshtein distance over words, one row at a time.
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= said.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      const substitution = previous[j - 1]! + (said[i - 1] === heard[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, previous[j]! + 1, row[j - 1]! + 1));
    }
    previous = row;
  }
  return previous[heard.length]! / said.length;
}
