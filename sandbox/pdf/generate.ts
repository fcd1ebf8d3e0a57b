import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import type { DocumentType } from '../../src/api/schemas/index.ts';
import { documentTitle, INSURER_NAME, paragraphsFor } from './content.ts';
import { hashOf, seededRandom, toWinAnsi, wrapText } from './text.ts';

export interface DocumentPdfInput {
  caseId: string;
  policyNumber: string;
  documentType: DocumentType;
  pageCount: number;
  partyName: string;
  isAnnuity: boolean;
}

/** Far above any real policy packet; stops a typo from building a gigabyte PDF. */
const MAX_PAGE_COUNT = 2000;

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const BODY_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10.5;
const LINE_HEIGHT = 14;
// Fixed dates keep the bytes identical between runs for the same input.
const FIXED_DATE = new Date(Date.UTC(2026, 0, 1));

const NAVY = rgb(0.09, 0.2, 0.38);
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.75, 0.78, 0.83);
const SHADE = rgb(0.93, 0.95, 0.98);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface PageContext {
  input: DocumentPdfInput;
  title: string;
  policyNumber: string;
  partyName: string;
  fonts: Fonts;
  paragraphs: readonly string[][];
}

/** A real multi-page PDF whose text depends on the document type and the case. */
export async function generateDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array> {
  if (!Number.isInteger(input.pageCount) || input.pageCount < 1 || input.pageCount > MAX_PAGE_COUNT)
    throw new RangeError(
      `pageCount must be a whole number from 1 to ${MAX_PAGE_COUNT}, got ${input.pageCount}`,
    );

  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const title = documentTitle(input.documentType, input.isAnnuity);
  const policyNumber = toWinAnsi(input.policyNumber, 40);
  const partyName = toWinAnsi(input.partyName);
  pdf.setTitle(`${title} ${policyNumber}`);
  pdf.setAuthor(INSURER_NAME);
  pdf.setSubject(`${title} for ${partyName}, case ${toWinAnsi(input.caseId, 40)}`);
  pdf.setProducer('EPD sandbox');
  pdf.setCreator('EPD sandbox');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);

  // Wrapping is the costly part of layout, so each paragraph is wrapped once per document.
  const paragraphs = paragraphsFor(input.documentType).map((text) =>
    wrapText(text, fonts.regular, BODY_SIZE, BODY_WIDTH),
  );
  const context: PageContext = { input, title, policyNumber, partyName, fonts, paragraphs };

  for (let pageNumber = 1; pageNumber <= input.pageCount; pageNumber++) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawPage(page, pageNumber, context);
  }
  return pdf.save({ useObjectStreams: true });
}

function drawPage(page: PDFPage, pageNumber: number, context: PageContext): void {
  const { input, fonts } = context;
  const random = seededRandom(hashOf(`${input.caseId}|${input.documentType}|${pageNumber}`));
  drawHeader(page, context);
  let y = PAGE_HEIGHT - 112;
  if (pageNumber === 1) y = drawCover(page, y, context);
  else {
    page.drawText(`${context.title} (continued)`, { x: MARGIN, y, size: 13, font: fonts.bold, color: NAVY });
    y -= 26;
  }

  const isLast = pageNumber === input.pageCount;
  const reserveBottom = isLast ? 190 : 80;
  if (pageNumber % 3 === 2) y = drawValuesTable(page, y, random, pageNumber, context);

  // The first page opens with the type's own wording; later pages rotate through it by case.
  let index = pageNumber === 1 ? 0 : Math.floor(random() * context.paragraphs.length);
  // One pass through the wording at most, so a page never repeats a paragraph.
  for (let drawn = 0; drawn < context.paragraphs.length && y > reserveBottom + LINE_HEIGHT * 3; drawn++) {
    const lines = context.paragraphs[index % context.paragraphs.length] ?? [];
    if (y - lines.length * LINE_HEIGHT < reserveBottom) break;
    // One text object per paragraph rather than per line: far fewer operators on a 500-page document.
    page.drawText(lines.join('\n'), {
      x: MARGIN,
      y,
      size: BODY_SIZE,
      lineHeight: LINE_HEIGHT,
      font: fonts.regular,
      color: INK,
    });
    y -= lines.length * LINE_HEIGHT + 8;
    index++;
  }
  if (isLast) drawSignatureBlock(page, context);
  drawFooter(page, pageNumber, context);
}

function drawHeader(page: PDFPage, { fonts, title }: PageContext): void {
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 64, width: PAGE_WIDTH, height: 64, color: NAVY });
  page.drawText(INSURER_NAME, {
    x: MARGIN,
    y: PAGE_HEIGHT - 38,
    size: 13,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  const titleWidth = fonts.regular.widthOfTextAtSize(title, 11);
  page.drawText(title, {
    x: PAGE_WIDTH - MARGIN - titleWidth,
    y: PAGE_HEIGHT - 38,
    size: 11,
    font: fonts.regular,
    color: rgb(0.85, 0.9, 1),
  });
  page.drawCircle({ x: MARGIN - 22, y: PAGE_HEIGHT - 33, size: 9, color: rgb(0.98, 0.76, 0.2) });
}

function drawCover(page: PDFPage, top: number, context: PageContext): number {
  const { fonts, input } = context;
  let y = top;
  page.drawText(context.title, { x: MARGIN, y, size: 24, font: fonts.bold, color: NAVY });
  y -= 34;
  const rows: [string, string][] = [
    ['Policy number', context.policyNumber],
    [input.isAnnuity ? 'Owner and annuitant' : 'Prepared for', context.partyName],
    ['Case', toWinAnsi(input.caseId, 40)],
    ['Product', input.isAnnuity ? 'Flexible premium deferred annuity' : 'Level term life insurance'],
    ['Pages', String(input.pageCount)],
  ];
  const rowHeight = 20;
  page.drawRectangle({
    x: MARGIN,
    y: y - rows.length * rowHeight + 14,
    width: BODY_WIDTH,
    height: rows.length * rowHeight,
    color: SHADE,
    borderColor: RULE,
    borderWidth: 1,
  });
  for (const [label, value] of rows) {
    page.drawText(label, { x: MARGIN + 10, y, size: 10, font: fonts.bold, color: MUTED });
    page.drawText(value, { x: MARGIN + 170, y, size: 10.5, font: fonts.regular, color: INK });
    y -= rowHeight;
  }
  return y - 16;
}

function drawValuesTable(
  page: PDFPage,
  top: number,
  random: () => number,
  pageNumber: number,
  { fonts, input }: PageContext,
): number {
  const headers = input.isAnnuity
    ? ['Contract year', 'Premium', 'Guaranteed value', 'Projected value']
    : ['Policy year', 'Premium', 'Cash value', 'Death benefit'];
  const columnWidth = BODY_WIDTH / headers.length;
  let y = top;
  page.drawText(`Table ${Math.ceil(pageNumber / 3)}: schedule of values`, {
    x: MARGIN,
    y,
    size: 11,
    font: fonts.bold,
    color: NAVY,
  });
  y -= 20;
  page.drawRectangle({ x: MARGIN, y: y - 5, width: BODY_WIDTH, height: 18, color: NAVY });
  headers.forEach((header, column) => {
    page.drawText(header, {
      x: MARGIN + 6 + column * columnWidth,
      y,
      size: 9.5,
      font: fonts.bold,
      color: rgb(1, 1, 1),
    });
  });
  const premium = 600 + Math.round(random() * 2400);
  const benefit = 100_000 + Math.round(random() * 40) * 25_000;
  const firstYear = 1 + (Math.ceil(pageNumber / 3) - 1) * 6;
  for (let row = 0; row < 6; row++) {
    y -= 18;
    if (row % 2 === 1)
      page.drawRectangle({ x: MARGIN, y: y - 5, width: BODY_WIDTH, height: 18, color: SHADE });
    const year = firstYear + row;
    const value = Math.round(premium * year * (0.6 + random() * 0.3));
    const cells = [
      String(year),
      money(premium),
      money(value),
      money(input.isAnnuity ? value * 1.3 : benefit),
    ];
    cells.forEach((cell, column) => {
      page.drawText(cell, {
        x: MARGIN + 6 + column * columnWidth,
        y,
        size: 9.5,
        font: fonts.regular,
        color: INK,
      });
    });
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 8 },
    end: { x: MARGIN + BODY_WIDTH, y: y - 8 },
    thickness: 1,
    color: RULE,
  });
  return y - 30;
}

function drawSignatureBlock(page: PDFPage, { fonts, partyName, input }: PageContext): void {
  const y = 150;
  page.drawText('Signatures', { x: MARGIN, y: y + 22, size: 11, font: fonts.bold, color: NAVY });
  const signers = [input.isAnnuity ? `${partyName}, Owner` : `${partyName}`, 'Secretary, for the Company'];
  signers.forEach((signer, column) => {
    const x = MARGIN + column * (BODY_WIDTH / 2 + 10);
    page.drawLine({
      start: { x, y: y - 20 },
      end: { x: x + BODY_WIDTH / 2 - 20, y: y - 20 },
      thickness: 0.8,
      color: INK,
    });
    page.drawText(signer, { x, y: y - 34, size: 9, font: fonts.regular, color: MUTED });
  });
}

function drawFooter(page: PDFPage, pageNumber: number, context: PageContext): void {
  const { fonts, input } = context;
  page.drawLine({
    start: { x: MARGIN, y: 52 },
    end: { x: PAGE_WIDTH - MARGIN, y: 52 },
    thickness: 0.8,
    color: RULE,
  });
  page.drawText(`${context.title} - ${context.policyNumber}`, {
    x: MARGIN,
    y: 36,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  const label = `Page ${pageNumber} of ${input.pageCount}`;
  const width = fonts.regular.widthOfTextAtSize(label, 9);
  page.drawText(label, { x: PAGE_WIDTH - MARGIN - width, y: 36, size: 9, font: fonts.regular, color: MUTED });
}

function money(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}.00`;
}
