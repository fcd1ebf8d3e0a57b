import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { type EditorTool, selectTool } from '../../../machines/annotationEditor.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from './editorRef.ts';
import { EDITOR_TEXTS } from './messages.ts';
import { findMatchRects, selectedRects } from './pageDom.ts';
import { SignaturePanel } from './SignaturePanel.tsx';
import { StampPanel } from './StampPanel.tsx';

interface EditorBarProps {
  editor: EditorRef;
  boxRef: RefObject<HTMLElement | null>;
  currentPage: number;
  /** What the narrow toolbar's Mark-up tools button shows and hides. */
  id?: string;
}

const TOOLS = [
  ['ink', 'draw'],
  ['stamp', 'stamp'],
  ['signature', 'signature'],
] as const satisfies readonly (readonly [EditorTool, keyof typeof EDITOR_TEXTS])[];

const HINTS = { highlight: 'highlighting', ink: 'drawing' } as const satisfies Partial<
  Record<EditorTool, keyof typeof EDITOR_TEXTS>
>;

/** The annotation editor's toolbar (SPEC §9): a tool at a time, undo and delete, and each tool's panel. */
export function EditorBar({ editor, boxRef, currentPage, id }: EditorBarProps) {
  const tool = useSelector(editor, selectTool);
  const t = useTexts(EDITOR_TEXTS);
  const problem = useSelector(editor, (s) => s.context.problem);
  const count = useSelector(editor, (s) => s.context.marks.length);
  const canUndo = useSelector(editor, (s) => s.can({ type: 'marks.undo' }));
  const canDelete = useSelector(editor, (s) => s.can({ type: 'mark.delete' }));
  const highlight = () => {
    const box = boxRef.current;
    const found = box ? (selectedRects(box) ?? findMatchRects(box)) : null;
    editor.send({ type: 'highlight.press', page: found?.page ?? currentPage, rects: found?.rects ?? [] });
    window.getSelection()?.removeAllRanges();
  };
  return (
    <div className="pdf-editor" id={id}>
      <div className="pdf-editor__tools" role="toolbar" aria-label={t.toolbar}>
        <button
          type="button"
          className="button pdf-editor__tool"
          aria-pressed={tool === 'highlight'}
          // Keeps the text selection: it is what the button marks.
          onMouseDown={(e) => e.preventDefault()}
          onClick={highlight}
        >
          {t.highlight}
        </button>
        {TOOLS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            className="button pdf-editor__tool"
            aria-pressed={tool === name}
            onClick={() => editor.send({ type: `tool.${name}` })}
          >
            {t[label]}
          </button>
        ))}
        {/* Undo, Delete and the count wrap as one group, never Delete alone on a line. */}
        <span className="pdf-editor__edits">
          <button
            type="button"
            className="button"
            disabled={!canUndo}
            onClick={() => editor.send({ type: 'marks.undo' })}
          >
            {t.undo}
          </button>
          <button
            type="button"
            className="button"
            disabled={!canDelete}
            onClick={() => editor.send({ type: 'mark.delete' })}
          >
            {t.delete}
          </button>
          <output className="pdf-editor__count" aria-live="polite">
            {t.marksCount(count)}
          </output>
        </span>
        <button
          type="button"
          className="button button--secondary pdf-editor__done"
          onClick={() => editor.send({ type: 'markup.done' })}
        >
          {t.done}
        </button>
      </div>
      {problem ? (
        <p className="pdf-editor__problem" role="alert">
          {t[problem]}
        </p>
      ) : (
        tool in HINTS && <p className="pdf-editor__hint">{t[HINTS[tool as keyof typeof HINTS]]}</p>
      )}
      {tool === 'stamp' && <StampPanel {...{ editor, boxRef, currentPage }} />}
      {tool === 'signature' && <SignaturePanel {...{ editor, boxRef, currentPage }} />}
    </div>
  );
}
