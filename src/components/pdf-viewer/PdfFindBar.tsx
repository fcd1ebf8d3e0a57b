import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type PdfFindMachine, selectCanStep, selectFindStatus } from '../../../machines/pdfFind.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';

/** Find in document: the query, '3 of 12', previous and next (also Shift+Enter and Enter). */
export function PdfFindBar({
  find,
  focusOnOpen = false,
}: {
  find: ActorRefFrom<PdfFindMachine>;
  /** Opened by the folded toolbar's Find button: the field takes the focus, ready for typing. */
  focusOnOpen?: boolean;
}) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) field.current?.focus();
  }, [focusOnOpen]);
  const query = useSelector(find, (s) => s.context.query);
  const say = useSay();
  // Written in the selector: the same words draw nothing again.
  const status = useSelector(find, (s) => {
    const said = selectFindStatus(s);
    return said ? say(said) : '';
  });
  const canStep = useSelector(find, selectCanStep);
  const t = useTexts(PDF_VIEWER_TEXTS);
  return (
    <search className="pdf-viewer__find">
      <input
        ref={field}
        type="search"
        className="pdf-viewer__find-input"
        aria-label={t.find}
        placeholder={t.find}
        value={query}
        onChange={(e) => find.send({ type: 'find.type', query: e.target.value })}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          find.send({ type: e.shiftKey ? 'find.previous' : 'find.next' });
        }}
      />
      <output className="pdf-viewer__find-status" aria-live="polite">
        {status}
      </output>
      <button
        type="button"
        className="button button--icon"
        aria-label={t.previousMatch}
        disabled={!canStep}
        onClick={() => find.send({ type: 'find.previous' })}
      >
        ↑
      </button>
      <button
        type="button"
        className="button button--icon"
        aria-label={t.nextMatch}
        disabled={!canStep}
        onClick={() => find.send({ type: 'find.next' })}
      >
        ↓
      </button>
    </search>
  );
}
