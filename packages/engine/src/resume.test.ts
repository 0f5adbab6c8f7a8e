import { describe, expect, it } from 'vitest';
import { extractResumeText, RESUME_LIMITS, ResumeError, type ResumeFailure } from './resume.ts';

/** A one-page PDF with these lines of text (PDF string syntax: `\\000` is a NUL). */
function onePagePdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 12 Tf 72 ${720 - i * 18} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const RESUME = onePagePdf([
  'Grace Hopper',
  'Backend engineer: PostgreSQL, Kafka and Go',
  'Led a team of five',
]);

async function failure(read: Promise<string>): Promise<ResumeFailure> {
  const error = await read.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ResumeError);
  return (error as ResumeError).reason;
}

describe('extractResumeText (a child process per resume)', () => {
  it('reads the text of a resume, line by line', async () => {
    expect(await extractResumeText(RESUME)).toBe(
      'Grace Hopper\nBackend engineer: PostgreSQL, Kafka and Go\nLed a team of five',
    );
  });

  it('keeps no control character a PDF string can carry (PostgreSQL refuses a NUL)', async () => {
    const text = await extractResumeText(onePagePdf(['Grace\\000Hopper\\033 backend engineer since 1952']));
    expect(text).not.toMatch(/\p{Cc}/u);
    expect(text).toContain('backend engineer since 1952');
  });

  it('cuts the text at maxChars', async () => {
    expect(await extractResumeText(RESUME, { ...RESUME_LIMITS, maxChars: 25 })).toBe(
      'Grace Hopper\nBackend engi',
    );
  });

  it('kills a reading that outlasts its time or its CPU, or outgrows its memory or its heap', async () => {
    const began = Date.now();
    expect(await failure(extractResumeText(RESUME, { ...RESUME_LIMITS, timeoutMs: 30 }))).toBe('too_complex');
    expect(Date.now() - began).toBeLessThan(1_000);
    // Starting Node alone takes more than 20 ms of CPU: the watchdog stops it at its first look.
    expect(await failure(extractResumeText(RESUME, { ...RESUME_LIMITS, cpuMs: 20 }))).toBe('too_complex');
    // Node alone is resident in more than 20 MB: the watchdog stops it at its first look.
    expect(await failure(extractResumeText(RESUME, { ...RESUME_LIMITS, rssMb: 20 }))).toBe('too_complex');
    // pdf.js does not fit in a 4 MB heap: V8 gives up and the process dies without an answer.
    expect(await failure(extractResumeText(RESUME, { ...RESUME_LIMITS, heapMb: 4, rssMb: 4096 }))).toBe(
      'too_complex',
    );
  });

  it('tells a PDF it cannot parse from one without text', async () => {
    expect(await failure(extractResumeText(Buffer.from('%PDF-1.4\nnot really')))).toBe('unreadable');
    expect(await failure(extractResumeText(onePagePdf(['Hi'])))).toBe('no_text');
  });

  it('reads `concurrent` resumes at once, lets `waiting` more wait, and refuses the rest as busy', async () => {
    const limits = { ...RESUME_LIMITS, concurrent: 1, waiting: 1 };
    const results = await Promise.allSettled([1, 2, 3].map(() => extractResumeText(RESUME, limits)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(((results[2] as PromiseRejectedResult).reason as ResumeError).reason).toBe('busy');
    // The turns were given back: the next reading starts at once.
    expect(await extractResumeText(RESUME, limits)).toContain('Grace Hopper');
  });
});
