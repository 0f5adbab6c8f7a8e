// Reads the text of one PDF resume, in a process of its own (started by resume.ts): a hostile PDF can make pdf.js
// walk a page tree for a minute or inflate a stream to gigabytes; here that costs a process the server kills, not
// the server's event loop or memory. Input: the PDF on stdin, the limits as argv[2]. Output: JSON on stdout.
import { getDocumentProxy } from 'unpdf';

const { maxPages, maxChars } = JSON.parse(process.argv[2] ?? '{}');

/** Answers once and exits: pdf.js's fake worker would otherwise keep the process alive. */
const reply = (answer) => process.stdout.write(JSON.stringify(answer), () => process.exit(0));

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The page's text as unpdf's extractText joins it, cut as soon as `room` characters are reached. */
async function pageText(page, room) {
  let text = '';
  const reader = page.streamTextContent().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    for (const item of value.items) {
      if (item.str == null) continue;
      text += item.str + (item.hasEOL ? '\n' : '');
      // Stops pdf.js evaluating the rest of a content stream that may inflate to gigabytes.
      if (text.length >= room) {
        reader.cancel(new Error('Enough text for a resume')).catch(() => undefined);
        return text.slice(0, room);
      }
    }
  }
}

try {
  const doc = await getDocumentProxy(await readStdin(), {
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  const pages = [];
  let length = 0;
  const last = Math.min(doc.numPages, maxPages);
  for (let number = 1; number <= last && length < maxChars; number++) {
    const page = await doc.getPage(number);
    const text = await pageText(page, maxChars - length);
    pages.push(text);
    length += text.length + 1;
    page.cleanup();
  }
  const text = pages
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  // A cancelled text stream does not stop pdf.js evaluating the rest of its content stream: on a busy machine it
  // went on until the process exited, 5-7 s of CPU for a 20 MB stream whose text was read in 1 s, and the server
  // refused the resume as too complex. Destroying the document ends that work before the answer is written.
  const numPages = doc.numPages;
  await doc.loadingTask.destroy();
  reply({ text, pages: numPages, readPages: pages.length });
} catch (error) {
  reply({ error: String(error?.message ?? error) });
}
