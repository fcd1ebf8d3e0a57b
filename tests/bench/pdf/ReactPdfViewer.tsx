import { useMemo, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from '../../../node_modules/react-pdf/node_modules/pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { BenchState } from './probe.ts';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** react-pdf as it is usually used: a Document with one Page per page, all in a scroll box. */
export function ReactPdfViewer(props: { content: string; state: BenchState; onFirstPage: () => void }) {
  const { content, state, onFirstPage } = props;
  const [pages, setPages] = useState(0);
  const file = useMemo(() => {
    const binary = atob(content);
    const data = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
    return { data };
  }, [content]);
  return (
    <div data-testid="pdf-scroll" style={{ height: 800, width: 820, overflowY: 'auto' }}>
      <Document
        file={file}
        onLoadSuccess={(doc) => {
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
              renderTextLayer={false}
              renderAnnotationLayer={false}
              onRenderSuccess={() => {
                const slot = document.querySelector(`[data-page-index="${i}"]`);
                slot?.setAttribute('data-painted', 'true');
                if (i === 0) onFirstPage();
              }}
            />
          </div>
        ))}
      </Document>
    </div>
  );
}
