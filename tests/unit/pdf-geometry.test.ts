import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDF_LIMITS } from '../../machines/pdfViewer.ts';
import { base64ToPdfBytes } from '../../src/components/pdf-viewer/bytes.ts';
import { layoutPage } from '../../src/components/pdf-viewer/geometry.ts';

describe('render scale and layout (SPEC §9)', () => {
  it('renders at 1.5 on high-density screens, otherwise 2', () => {
    // A page as wide as its container: the canvas's scale is the render scale alone.
    const scaleAt = (devicePixelRatio: number) => layoutPage(612, 792, 612, devicePixelRatio).scale;
    expect(scaleAt(1)).toBe(2);
    expect(scaleAt(2)).toBe(1.5);
    expect(scaleAt(1.25)).toBe(1.5);
  });

  it('fits the width of a wide container too (decision 250)', () => {
    const layout = layoutPage(612, 792, 812, 1);
    expect(layout.cssWidth).toBeCloseTo(812);
    expect(layout.canvasWidth).toBe(1624);
  });

  it('fits the width of a phone', () => {
    const layout = layoutPage(612, 792, 390, 3);
    expect(layout.cssWidth).toBeCloseTo(390);
    expect(layout.cssHeight).toBeCloseTo((792 * 390) / 612);
    expect(layout.scale).toBeCloseTo((390 / 612) * 1.5);
  });

  it('never makes a canvas over 16×1024×1024 pixels', () => {
    const layout = layoutPage(5000, 5000, 6000, 1);
    expect(layout.canvasWidth * layout.canvasHeight).toBeLessThanOrEqual(PDF_LIMITS.maxCanvasPixels);
    expect(layout.canvasWidth * layout.canvasHeight).toBeGreaterThan(PDF_LIMITS.maxCanvasPixels * 0.99);
  });
});

describe('base64 content', () => {
  const pdf = Buffer.from('%PDF-1.7\n%…').toString('base64');

  it('decodes a PDF locally', () => {
    expect([...base64ToPdfBytes(pdf).subarray(0, 5)]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });

  it('refuses an empty document, bad base64 and bytes that are not a PDF, each with its reason', () => {
    expect(() => base64ToPdfBytes('')).toThrow(
      expect.objectContaining({ name: 'DocumentContentError', message: 'The document is empty.' }),
    );
    expect(() => base64ToPdfBytes('%%%')).toThrow('The document content is not valid base64.');
    expect(() => base64ToPdfBytes(Buffer.from('hello').toString('base64'))).toThrow(
      'The document is not a PDF.',
    );
  });

  describe("with the browser's own decoder (Uint8Array.fromBase64)", () => {
    const typed = Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array };
    const had = Object.hasOwn(typed, 'fromBase64');
    const own = typed.fromBase64;
    const calls: string[] = [];
    beforeEach(() => {
      // Node 24 has none: a stand-in that decodes as the browser's does, refusing what is not base64.
      typed.fromBase64 = (text: string) => {
        calls.push(text);
        if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new SyntaxError('not base64');
        return new Uint8Array(Buffer.from(text, 'base64'));
      };
    });
    afterEach(() => {
      if (had) typed.fromBase64 = own;
      else delete typed.fromBase64;
      calls.length = 0;
    });

    it('decodes every byte with it, the line breaks of the content left out', () => {
      const bytes = Buffer.concat([
        Buffer.from('%PDF-'),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      ]);
      const wrapped = bytes.toString('base64').replace(/.{76}/g, '$&\r\n');
      expect(Buffer.from(base64ToPdfBytes(wrapped))).toEqual(bytes);
      expect(calls).toEqual([bytes.toString('base64')]);
    });

    it('refuses bad base64 and bytes that are not a PDF with their own reasons', () => {
      expect(() => base64ToPdfBytes('%%%')).toThrow('The document content is not valid base64.');
      expect(() => base64ToPdfBytes(Buffer.from('hello').toString('base64'))).toThrow(
        'The document is not a PDF.',
      );
      expect(calls).toHaveLength(2);
    });
  });
});
