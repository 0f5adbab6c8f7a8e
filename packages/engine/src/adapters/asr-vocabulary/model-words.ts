import { readFile } from 'node:fs/promises';

const loaded = new Map<string, Promise<Set<string>>>();

function once(path: string, read: () => Promise<Set<string>>): Promise<Set<string>> {
  let words = loaded.get(path);
  if (!words) {
    words = read();
    loaded.set(path, words);
    words.catch(() => loaded.delete(path));
  }
  return words;
}

/** The word a pocketsphinx dictionary line (or its "word(2)" entry name) is for: "word(2) W ER D" is "word". */
export function headWord(line: string): string {
  const space = line.indexOf(' ');
  return (space < 0 ? line : line.slice(0, space)).replace(/\(\d+\)$/, '');
}

/** Head words of a pocketsphinx dictionary ("word(2)" alternates folded), read once per process. */
export function dictionaryWords(dictPath: string): Promise<Set<string>> {
  return once(dictPath, async () => {
    const text = await readFile(dictPath, 'utf8');
    return new Set(text.split('\n').map(headWord));
  });
}

/**
 * Vocabulary of a sphinxbase trie LM (.lm.bin): the header gives the unigram count after the order byte, and the
 * words are the file's last NUL-terminated strings. Read once per process (27 MB for en-us, ~30 ms).
 */
export function languageModelWords(lmPath: string): Promise<Set<string>> {
  return once(lmPath, async () => {
    const data = await readFile(lmPath);
    const magic = 'Trie Language Model';
    if (data.toString('latin1', 0, magic.length) !== magic) throw new Error(`${lmPath} is not a trie LM`);
    const unigrams = data.readUInt32LE(magic.length + 1);
    const words = new Set<string>();
    let end = data.length - 1; // the last byte is the final word's NUL
    while (words.size < unigrams && end > 0) {
      const start = data.lastIndexOf(0, end - 1) + 1;
      words.add(data.toString('utf8', start, end));
      end = start - 1;
    }
    return words;
  });
}
