import { createHash } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from '../src/adapters/run.ts';

const VOICE = 'voice_cmu_us_slt_arctic_hts';
/**
 * Festival spells a word without a vowel letter by letter ("hmm" is "H M M"), so "hmm" is written with a stand-in
 * word that the lexicon is told to say as HH M.
 */
const HMM_STAND_IN = 'hemm';
const LEXICON = `(lex.add.entry '("${HMM_STAND_IN}" nil (((hh m) 0))))`;

/**
 * Festival HTS speech of a text, synthesised on this machine and kept in the temp dir by content hash so repeated
 * runs compare decoders on identical audio. A slash is not read aloud ("CI/CD" is said "CI CD").
 */
export async function synthesise(text: string): Promise<string> {
  const dir = join(tmpdir(), 'rehearse-bench-speech');
  await mkdir(dir, { recursive: true });
  const spoken = text.replace(/\//g, ' ').replace(/\bhmm\b/gi, HMM_STAND_IN);
  const hash = createHash('sha256').update(`${VOICE}\n${spoken}`).digest('hex').slice(0, 16);
  const wav = join(dir, `${hash}.wav`);
  try {
    await access(wav);
  } catch {
    await writeFile(join(dir, `${hash}.txt`), spoken);
    const voice = spoken.includes(HMM_STAND_IN) ? `(begin (${VOICE}) ${LEXICON})` : `(${VOICE})`;
    const part = `${wav}.${process.pid}.part`;
    await runTool('text2wave', ['-eval', voice, join(dir, `${hash}.txt`), '-o', part]);
    await rename(part, wav);
  }
  return wav;
}
