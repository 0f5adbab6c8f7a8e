import { deflateSync } from 'node:zlib';

/** A PDF file from its objects (numbered from 1, the first one the catalog), with a correct xref table. */
function pdfFile(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
const page = (parent: number, contents: number | string, font: number) =>
  `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] /Contents ${typeof contents === 'number' ? `${contents} 0 R` : contents} /Resources << /Font << /F1 ${font} 0 R >> >> >>`;

/**
 * 100,000 pages in about a kilobyte: a page tree of five levels whose ten branches at every level all point at
 * the same node, ending at one page with a line of text. A reader that walks every page walks it 100,000 times.
 */
export function pageTreeBombPdf(): Buffer {
  const kids = (node: number) => `[${Array.from({ length: 10 }, () => `${node} 0 R`).join(' ')}]`;
  const text = 'BT /F1 12 Tf 72 720 Td (Grace Hopper, backend engineer: PostgreSQL and Kafka) Tj ET';
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids ${kids(3)} /Count 100000 >>`,
    `<< /Type /Pages /Parent 2 0 R /Kids ${kids(4)} /Count 10000 >>`,
    `<< /Type /Pages /Parent 3 0 R /Kids ${kids(5)} /Count 1000 >>`,
    `<< /Type /Pages /Parent 4 0 R /Kids ${kids(6)} /Count 100 >>`,
    `<< /Type /Pages /Parent 5 0 R /Kids ${kids(7)} /Count 10 >>`,
    page(6, 8, 9),
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    FONT,
  ]);
}

/**
 * One page whose Flate-compressed content stream inflates to `inflatedBytes` (20 MB by default) of text-showing
 * operators; numbered lines keep it from compressing to almost nothing (about 70 KB for 20 MB).
 */
export function inflationBombPdf(inflatedBytes = 20 * 1024 * 1024): Buffer {
  const lines: string[] = ['BT /F1 10 Tf'];
  let size = lines[0]!.length;
  for (let i = 0; size < inflatedBytes; i++) {
    // Every line inside the page: readers drop text drawn outside it.
    const line = `1 0 0 1 72 ${760 - (i % 20) * 36} Tm (Built billing services on PostgreSQL and Kafka) Tj`;
    lines.push(line);
    size += line.length + 1;
  }
  lines.push('ET');
  const content = deflateSync(Buffer.from(lines.join('\n'), 'latin1'), { level: 9 });
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(2, 4, 5),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    FONT,
  ]);
}

/**
 * Ten pages, each drawing three times the same Flate stream that inflates to `inflatedBytes` of line operators
 * and no text: nothing to stop early for, so reading the first ten pages evaluates 600 MB of operators.
 */
export function slowDrawingPdf(inflatedBytes = 20 * 1024 * 1024): Buffer {
  const line = '72 72 m 540 720 l S\n';
  const content = deflateSync(Buffer.from(line.repeat(Math.ceil(inflatedBytes / line.length)), 'latin1'), {
    level: 9,
  });
  const kids = `[${Array.from({ length: 10 }, () => '3 0 R').join(' ')}]`;
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids ${kids} /Count 10 >>`,
    page(2, '[4 0 R 4 0 R 4 0 R]', 5),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    FONT,
  ]);
}
