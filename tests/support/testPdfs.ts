import { PDFDocument, PDFHexString, PDFName, StandardFonts } from '@cantoo/pdf-lib';

/** PDFs the tests make themselves: a tester's "own documents" of every kind, none copied in. */

/** A readable PDF whose pages say what they are ("{label}, page n of N"), large enough to read. */
export async function labelledPdf(label: string, pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${label}, page ${n} of ${pages}`, { x: 60, y: 700, size: 28, font });
  }
  return pdf.save();
}

/**
 * The first twentieth of a readable PDF: it starts like a PDF but neither pdf-lib nor pdf.js can open it.
 * (@cantoo/pdf-lib recovers the pages of a file cut in half, so half is no longer unreadable.)
 */
export async function truncatedPdf(): Promise<Uint8Array> {
  const whole = await labelledPdf('Truncated', 3);
  return whole.slice(0, Math.floor(whole.length / 20));
}

/**
 * A PDF whose trailer says it is encrypted (standard security handler) with keys that fit no
 * password: pdf-lib still counts its pages when told to ignore encryption; a viewer cannot open it.
 */
export async function encryptedPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let n = 0; n < pages; n++) pdf.addPage([612, 792]);
  const key = PDFHexString.of('ab'.repeat(32));
  pdf.context.trailerInfo.Encrypt = pdf.context.register(
    pdf.context.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, Length: 40, P: -44, O: key, U: key }),
  );
  pdf.context.trailerInfo.ID = pdf.context.obj([
    PDFHexString.of('01'.repeat(16)),
    PDFHexString.of('01'.repeat(16)),
  ]);
  return pdf.save({ useObjectStreams: false });
}

/** SPEC §9's highlight colour, #fff066, as PDF's 0–1 RGB. */
const HIGHLIGHT_RGB = [1, 0xf0 / 255, 0x66 / 255] as const;

/**
 * What the annotation editor exports: one page per marked page of a document, each
 * labelled with its page number there and carrying a real /Highlight annotation over its label, with
 * no appearance stream (a viewer draws it from its quad points and colour, as pdf.js does).
 */
export async function markedPagesPdf(label: string, pages: number[], total: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const n of pages) {
    const page = pdf.addPage([612, 792]);
    page.drawText(`${label}, page ${n} of ${total}`, { x: 60, y: 700, size: 28, font });
    const [x1, y1, x2, y2] = [56, 690, 560, 736];
    const highlight = pdf.context.register(
      pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Highlight',
        Rect: [x1, y1, x2, y2],
        QuadPoints: [x1, y2, x2, y2, x1, y1, x2, y1],
        C: [...HIGHLIGHT_RGB],
        CA: 1,
        F: 4,
        Contents: PDFHexString.fromText(`Highlight on page ${n}`),
      }),
    );
    page.node.set(PDFName.of('Annots'), pdf.context.obj([highlight]));
  }
  return pdf.save();
}
