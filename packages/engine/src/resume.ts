import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF resume. A PDF without a text layer (a scan) gives an error the server can show as is. */
export async function extractResumeText(pdf: Buffer | Uint8Array): Promise<string> {
  let text: string;
  try {
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    ({ text } = await extractText(doc, { mergePages: true }));
  } catch (error) {
    throw new Error(`The resume could not be read as a PDF: ${(error as Error).message}`);
  }
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length < 20) throw new Error('The resume has no readable text (is it a scanned image?)');
  return clean;
}
