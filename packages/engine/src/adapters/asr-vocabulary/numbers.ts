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
const ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function below1000(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)]!, 'hundred');
  const rest = n % 100;
  if (rest === 0) return words.length ? words : ['zero'];
  if (rest < 20) words.push(ONES[rest]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
  return words;
}

/**
 * A written number as Festival reads it aloud (checked against its Word relation): no "and", "1,200" as
 * "one thousand two hundred", "1200" as "twelve hundred", other bare four-digit runs digit by digit, decimals as
 * "point" and digits. Ordinals ("3rd") become "third".
 */
export function spellNumber(written: string): string[] {
  const ordinal = /^(\d+)(st|nd|rd|th)$/i.exec(written);
  if (ordinal) {
    const words = spellNumber(ordinal[1]!);
    const last = words.pop()!;
    const spoken = ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
    return [...words, spoken];
  }
  const [whole = '', fraction] = written.split('.');
  const digits = whole.replace(/,/g, '');
  let words: string[];
  if (!/^\d+$/.test(digits)) return [written];
  const n = Number(digits);
  if (!whole.includes(',') && digits.length === 4 && n % 100 === 0 && n % 1000 !== 0)
    words = [...below1000(Math.floor(n / 100)), 'hundred'];
  else if (!whole.includes(',') && digits.length >= 4) words = [...digits].map((d) => ONES[Number(d)]!);
  else if (n < 1000) words = below1000(n);
  else if (n < 1_000_000)
    words = [...below1000(Math.floor(n / 1000)), 'thousand', ...(n % 1000 ? below1000(n % 1000) : [])];
  else words = [...digits].map((d) => ONES[Number(d)]!);
  if (fraction) words.push('point', ...[...fraction].map((d) => ONES[Number(d)]!));
  return words;
}
