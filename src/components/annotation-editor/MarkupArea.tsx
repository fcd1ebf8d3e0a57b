import { useSelector } from '@xstate/react';
import { type RefObject, useRef } from 'react';
import { selectMarking } from '../../../machines/annotationEditor.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { EditorBar } from './EditorBar.tsx';
import type { EditorRef } from './editorRef.ts';
import { EDITOR_TEXTS } from './messages.ts';
import type { MarkupLanding } from './useMarkup.ts';
import { useMarkupLanding } from './useMarkupLanding.ts';

/**
 * The editor's place above the pages: its toolbar while marking up, else (after Done or Escape) the one
 * control that takes mark-up up again; the marks stay on the pages either way (decision 420).
 */
export function MarkupArea(props: {
  editor: EditorRef;
  landing?: RefObject<MarkupLanding | null>;
  boxRef: RefObject<HTMLElement | null>;
  currentPage: number;
  id?: string;
}) {
  const { editor, landing, boxRef, currentPage, id } = props;
  const marking = useSelector(editor, selectMarking);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const t = useTexts(EDITOR_TEXTS);
  useMarkupLanding(landing, boxRef, resumeRef);
  if (marking) return <EditorBar {...{ editor, boxRef, currentPage, id }} />;
  return (
    <div className="pdf-editor" id={id}>
      <div className="pdf-editor__tools">
        <button
          ref={resumeRef}
          type="button"
          className="button button--secondary"
          onClick={() => editor.send({ type: 'markup.resume' })}
        >
          {t.resume}
        </button>
      </div>
    </div>
  );
}

/** Escape anywhere in the viewer leaves mark-up, unless something inside it used the key already. */
export function leavesOnEscape(editor: EditorRef | null) {
  return (event: React.KeyboardEvent) => {
    if (!editor || event.key !== 'Escape' || event.defaultPrevented) return;
    if (!editor.getSnapshot().can({ type: 'markup.done' })) return;
    event.preventDefault();
    editor.send({ type: 'markup.done' });
  };
}
