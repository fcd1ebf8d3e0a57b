import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { type EditorTool, selectTool } from '../../../../machines/annotationEditor.ts';
import type { EditorRef } from './editorRef.ts';
import { en } from './messages.ts';
import { findMatchRects, selectedRects } from './pageDom.ts';
import { SignaturePanel } from './SignaturePanel.tsx';
import { StampPanel } from './StampPanel.tsx';

interface EditorBarProps {
  editor: EditorRef;
  boxRef: RefObject<HTMLElement | null>;
  currentPage: number;
}

const TOOLS = [
  ['ink', en.draw],
  ['stamp', en.stamp],
  ['signature', en.signature],
] as const satisfies readonly (readonly [EditorTool, string])[];

const HINTS: Partial<Record<EditorTool, string>> = { highlight: en.highlighting, ink: en.drawing };

/** The annotation editor's toolbar (SPEC §9): a tool at a time, undo and delete, and each tool's panel. */
export function EditorBar({ editor, boxRef, currentPage }: EditorBarProps) {
  const tool = useSelector(editor, selectTool);
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
    <div className="pdf-editor">
      <div className="pdf-editor__tools" role="toolbar" aria-label={en.toolbar}>
        <button
          type="button"
          className="button pdf-editor__tool"
          aria-pressed={tool === 'highlight'}
          // Keeps the text selection: it is what the button marks.
          onMouseDown={(e) => e.preventDefault()}
          onClick={highlight}
        >
          {en.highlight}
        </button>
        {TOOLS.map(([name, label]) => (
          <button
            key={name}
            type="button"
            className="button pdf-editor__tool"
            aria-pressed={tool === name}
            onClick={() => editor.send({ type: `tool.${name}` })}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          className="button"
          disabled={!canUndo}
          onClick={() => editor.send({ type: 'marks.undo' })}
        >
          {en.undo}
        </button>
        <button
          type="button"
          className="button"
          disabled={!canDelete}
          onClick={() => editor.send({ type: 'mark.delete' })}
        >
          {en.delete}
        </button>
        <output className="pdf-editor__count" aria-live="polite">
          {en.marksCount(count)}
        </output>
      </div>
      {problem ? (
        <p className="pdf-editor__problem" role="alert">
          {en[problem]}
        </p>
      ) : (
        HINTS[tool] && <p className="pdf-editor__hint">{HINTS[tool]}</p>
      )}
      {tool === 'stamp' && <StampPanel {...{ editor, boxRef, currentPage }} />}
      {tool === 'signature' && <SignaturePanel {...{ editor, boxRef, currentPage }} />}
    </div>
  );
}
