import { fromCallback } from 'xstate';
import { type PdfFindEvent, pdfFindMachine } from '../../../machines/pdfFind.ts';
import { failureReason } from '../../api/failure.ts';
import { countInPage } from '../../domain/textSearch.ts';
import type { PageTexts } from './pageTexts.ts';

/** Pages whose text is asked for ahead of the one being counted, so the worker is never idle. */
const READ_AHEAD = 8;

/** The find machine searching the pages' cached text in page order. */
export function providePdfFind(texts: PageTexts) {
  return pdfFindMachine.provide({
    actors: {
      searchPages: fromCallback<PdfFindEvent, { query: string }>(({ sendBack, input }) => {
        let stopped = false;
        const run = async () => {
          for (let page = 0; page < texts.pageCount; page++) {
            for (let ahead = page + 1; ahead <= page + READ_AHEAD && ahead < texts.pageCount; ahead++)
              void texts.get(ahead).catch(() => {});
            const text = await texts.get(page);
            if (stopped) return;
            sendBack({ type: 'find.page', page, count: countInPage(text, input.query) });
          }
          sendBack({ type: 'find.finished' });
        };
        run().catch((error: unknown) => {
          if (!stopped) sendBack({ type: 'find.failed', message: failureReason(error) });
        });
        return () => {
          stopped = true;
        };
      }),
    },
  });
}
