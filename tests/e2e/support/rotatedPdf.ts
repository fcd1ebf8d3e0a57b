import { degrees, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** The words the rotated pages hold, one a page, each once in the document, where they are drawn. */
export const ROTATED_WORDS = [
  { page: 1, rotate: 90, word: 'Deductible', x: 120, y: 640 },
  { page: 2, rotate: 180, word: 'Premium', x: 330, y: 170 },
  { page: 3, rotate: 270, word: 'Beneficiary', x: 250, y: 420 },
] as const;

/**
 * A US Letter PDF whose pages are turned 90°, 180° and 270° (/Rotate), each with a line of text
 * and its word, for the editor's rotated-page test: none of ../shared/pdfs has a rotated page.
 */
export async function rotatedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { rotate, word, x, y } of ROTATED_WORDS) {
    const page = doc.addPage([612, 792]);
    page.setRotation(degrees(rotate));
    page.drawText(`This page is turned ${rotate} degrees.`, { x: 72, y: 740, size: 14, font });
    page.drawText(word, { x, y, size: 20, font });
  }
  return doc.save();
}
