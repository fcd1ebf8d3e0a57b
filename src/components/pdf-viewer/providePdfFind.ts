import { fromCallback } from 'xstate';
import { type PdfFindEvent, pdfFindMachine } from '../../../machines/pdfFind.ts';
import { failureReason } from '../../api/failure.ts';
import type { PdfjsFind } from './pdfjsFind.ts';

/** The find machine searching through pdf.js's own find (decision 400), told each page's count in page order. */
export function providePdfFind(find: PdfjsFind) {
  return pdfFindMachine.provide({
    actors: {
      searchPages: fromCallback<PdfFindEvent, { query: string }>(({ sendBack, input }) => {
        let stopped = false;
        const search = find.search(input.query, (page, count) =>
          sendBack({ type: 'find.page', page, count }),
        );
        search.done.then(
          () => {
            if (!stopped) sendBack({ type: 'find.finished' });
          },
          (error: unknown) => {
            if (!stopped) sendBack({ type: 'find.failed', message: failureReason(error) });
          },
        );
        return () => {
          stopped = true;
          search.stop();
        };
      }),
    },
  });
}
