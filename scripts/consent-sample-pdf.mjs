// Writes src/features/consent/samplePdf.ts: the one-page sample the consent screen shows to check that
// the browser can show PDFs (decision 212). Run again only to change the sample: node scripts/consent-sample-pdf.mjs
import { writeFileSync } from 'node:fs';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';

const pdf = await PDFDocument.create({ updateMetadata: false });
pdf.setTitle('Sample document', { showInWindowTitleBar: false });
const page = pdf.addPage([420, 200]);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const regular = await pdf.embedFont(StandardFonts.Helvetica);
const navy = rgb(0.04, 0.31, 0.42);
page.drawRectangle({ x: 0, y: 170, width: 420, height: 30, color: navy });
page.drawText('Sample document', { x: 24, y: 180, size: 14, font: bold, color: rgb(1, 1, 1) });
const lines = [
  'If you can read this page, your browser can show',
  'your policy documents.',
  '',
  'Nothing on this page is part of your policy.',
];
lines.forEach((line, i) => {
  page.drawText(line, { x: 24, y: 140 - i * 20, size: 13, font: regular, color: rgb(0.1, 0.15, 0.2) });
});
const base64 = Buffer.from(await pdf.save({ useObjectStreams: false })).toString('base64');
const chunks = base64.match(/.{1,96}/g) ?? [];
writeFileSync(
  new URL('../src/features/consent/samplePdf.ts', import.meta.url),
  `/** Written by scripts/consent-sample-pdf.mjs: the consent screen's one-page sample PDF, base64. */\nexport const SAMPLE_PDF = [\n${chunks.map((c) => `  '${c}',`).join('\n')}\n].join('');\n`,
);
