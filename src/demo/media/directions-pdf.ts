// The demo's downloadable file: "Getting to Casa Alba" as a one-page PDF, written at seed time into
// uploads/demo (served from /uploads/demo/). A real file, so the contact page's download link works
// and its click is a download event for the statistics (link tracking, src/stats/client/).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIRECTIONS_PDF = 'casa-alba-directions.pdf';
export const directionsPdfUrl = `/uploads/demo/${DIRECTIONS_PDF}`;

const LINES = [
  ['Getting to Casa Alba Suites', 20],
  ['Via del Faro 12, 19030 Porto Alba, Italy', 12],
  ['', 12],
  ['By air: Alba Marittima airport is 40 minutes away. We can book a driver', 11],
  ['to meet you; the fare is 75 euros for up to four people.', 11],
  ['', 11],
  ['By train: Porto Alba station is on the coastal line, with trains from the', 11],
  ['city every hour. The hotel is a 12-minute taxi ride up the hill.', 11],
  ['', 11],
  ['By car: leave the coast road at the Porto Alba exit and follow the signs for', 11],
  ['the Giardini. Guests park free in the courtyard garage.', 11],
  ['', 11],
  ['Reception is open from 7:00 to 23:00, every day the house is open.', 11],
] as const;

/** A minimal PDF 1.4: one A4 page of Helvetica text, with a correct cross-reference table. */
export function directionsPdf(): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 780;
  const text = LINES.map(([line, size]) => {
    const op = `BT /F1 ${size} Tf 56 ${y} Td (${escape(line)}) Tj ET`;
    y -= size + 9;
    return op;
  }).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the PDF into `dir` (uploads/demo) unless it is there. */
export function ensureDirectionsPdf(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const target = join(dir, DIRECTIONS_PDF);
  if (!existsSync(target)) writeFileSync(target, directionsPdf());
}
