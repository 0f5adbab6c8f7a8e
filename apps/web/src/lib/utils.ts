import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Up to two initials for an avatar fallback: 'Ada Lovelace' -> 'AL', 'ada@x.io' -> 'A'. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 && !name.includes('@') ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
