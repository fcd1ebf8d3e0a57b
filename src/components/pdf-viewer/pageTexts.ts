import { type PageText, pageText } from '../../domain/textSearch.ts';
import type { PDFDocumentProxy } from './pdfjs.ts';

/**
 * Each page's text, read once from pdf.js and kept (strings and offsets only, never the page or its
 * canvas), for find over documents of hundreds of pages.
 */
export class PageTexts {
  private readonly texts = new Map<number, Promise<PageText>>();

  constructor(private readonly doc: PDFDocumentProxy) {}

  get pageCount(): number {
    return this.doc.numPages;
  }

  get(index: number): Promise<PageText> {
    let text = this.texts.get(index);
    if (!text) {
      text = this.read(index);
      this.texts.set(index, text);
      // A failed read is not kept: the next search asks again.
      text.catch(() => this.texts.delete(index));
    }
    return text;
  }

  private async read(index: number): Promise<PageText> {
    const page = await this.doc.getPage(index + 1);
    const content = await page.getTextContent();
    return pageText(content.items);
  }
}
