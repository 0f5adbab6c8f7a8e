import { isEverydayWord, isSpokenWord } from '../../evaluate/everyday-words.ts';

const SENTENCE_END = /^[.!?:;]$/;

/**
 * How the question's field writes its words, for a transcript the decoder gives in lower case: "SQL", "JWT",
 * "JavaScript", "Redis". Read from the transcriber's hints (the question, its rubric, the role's bank): a word
 * written with a capital inside a sentence more often than in lower case keeps that form. Never an everyday word
 * ("PUT" of HTTP is "put" in speech), and a word only capitalised ("Lighthouse", "Types") only when spoken English
 * does not use it otherwise ("Redis" yes, "types" no).
 */
export function writtenForms(hints: readonly string[]): Map<string, string> {
  const capitalised = new Map<string, Map<string, number>>();
  const lowerCase = new Map<string, number>();
  for (const hint of hints) {
    const tokens = hint.match(/[A-Za-z][A-Za-z0-9'+#-]*[A-Za-z0-9+#]|[A-Za-z]|[.!?:;]/g) ?? [];
    tokens.forEach((token, i) => {
      if (SENTENCE_END.test(token)) return;
      const key = token.toLowerCase();
      if (!/[A-Z]/.test(token) || token === 'I') lowerCase.set(key, (lowerCase.get(key) ?? 0) + 1);
      else if (i > 0 && !SENTENCE_END.test(tokens[i - 1]!)) {
        const forms = capitalised.get(key) ?? new Map<string, number>();
        forms.set(token, (forms.get(token) ?? 0) + 1);
        capitalised.set(key, forms);
      }
    });
  }
  const written = new Map<string, string>();
  for (const [key, forms] of capitalised) {
    const [form, count] = [...forms].sort((a, b) => b[1] - a[1])[0]!;
    const onlyFirstLetter = /^[A-Z][a-z0-9'+#-]*$/.test(form);
    if (count <= (lowerCase.get(key) ?? 0) || isEverydayWord(key) || (onlyFirstLetter && isSpokenWord(key)))
      continue;
    written.set(key, form);
  }
  return written;
}
