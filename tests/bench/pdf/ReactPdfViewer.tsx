import { type ComponentProps, useMemo, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from '../../../node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { BenchState } from './probe.ts';
import 'react-pdf/dist/Page/TextLayer.css';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type Doc = Parameters<NonNullable<ComponentProps<typeof Document>['onLoadSuccess']>>[0];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * react-pdf as it is usually used: a Document with one Page per page, each with its text layer, all
 * in a scroll box; find as react-pdf's examples do it: read each page's text until one matches, go
 * there, and mark the match through customTextRenderer.
 */
export function ReactPdfViewer(props: { content: string; state: BenchState; onFirstPage: () => void }) {
  const { content, state, onFirstPage } = props;
  const [pages, setPages] = useState(0);
  const [found, setFound] = useState<{ query: string; page: number } | null>(null);
  const docRef = useRef<Doc | null>(null);
  const firstDone = useRef({ canvas: false, text: false });
  const file = useMemo(() => {
    const binary = atob(content);
    const data = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
    return { data };
  }, [content]);
  const firstPart = (part: 'canvas' | 'text') => {
    firstDone.current[part] = true;
    if (firstDone.current.canvas && firstDone.current.text) onFirstPage();
  };
  window.benchFind = (query) => {
    void (async () => {
      const doc = docRef.current;
      if (!doc) return;
      const needle = query.toLowerCase();
      for (let n = 1; n <= doc.numPages; n++) {
        const text = (await (await doc.getPage(n)).getTextContent()).items
          .map((i) => ('str' in i ? i.str + (i.hasEOL ? ' ' : '') : ''))
          .join('')
          .toLowerCase();
        if (!text.includes(needle)) continue;
        setFound({ query, page: n - 1 });
        document.querySelector(`[data-page-index="${n - 1}"]`)?.scrollIntoView();
        return;
      }
    })();
  };
  return (
    <div data-testid="pdf-scroll" style={{ height: 800, width: 820, overflowY: 'auto' }}>
      <Document
        file={file}
        onLoadSuccess={(doc) => {
          docRef.current = doc;
          state.pageCount = doc.numPages;
          setPages(doc.numPages);
        }}
      >
        {Array.from({ length: pages }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their number
          <div key={i + 1} data-page-index={i} data-painted="false">
            <Page
              pageNumber={i + 1}
              width={612}
              renderTextLayer
              renderAnnotationLayer={false}
              customTextRenderer={
                found?.page === i
                  ? ({ str }) =>
                      str.replace(
                        new RegExp(escapeRegExp(found.query), 'gi'),
                        (m) => `<mark class="highlight selected">${m}</mark>`,
                      )
                  : undefined
              }
              onRenderSuccess={() => {
                const slot = document.querySelector(`[data-page-index="${i}"]`);
                slot?.setAttribute('data-painted', 'true');
                if (i === 0) firstPart('canvas');
              }}
              onRenderTextLayerSuccess={() => {
                if (i === 0) firstPart('text');
              }}
            />
          </div>
        ))}
      </Document>
    </div>
  );
}
