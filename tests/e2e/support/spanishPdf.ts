/**
 * A one-page PDF of Spanish policy text, written byte by byte so it holds what find must read right:
 * accents (WinAnsi 'ó', 'Ñ'), a word hyphenated over a line's end ('asegu-' / 'rado') and a ligature
 * ('ﬁ', byte 0xAE of Helvetica's standard encoding, in 'beneﬁciario'). The portal's own generated
 * documents are plain: no ligature, no hyphen at a line's end.
 */
const LINES: { font: 'F1' | 'F2'; text: string }[][] = [
  [{ font: 'F1', text: 'Condiciones de la P\xF3liza' }],
  [{ font: 'F1', text: 'El SE\xD1OR titular de la p\xF3liza y el asegu-' }],
  [{ font: 'F1', text: 'rado pueden pedir una pr\xF3rroga.' }],
  [
    { font: 'F1', text: 'El bene' },
    { font: 'F2', text: '\xAE' },
    { font: 'F1', text: 'ciario recibe la poliza.' },
  ],
];

export function spanishPolicyPdf(): Uint8Array {
  const show = LINES.map(
    (line, i) =>
      `${i === 0 ? '72 720 Td' : '0 -22 Td'} ${line.map((run) => `/${run.font} 14 Tf (${run.text}) Tj`).join(' ')}`,
  );
  const stream = `BT ${show.join('\n')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // One byte a character: the text is Latin-1 (WinAnsi) already.
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}
