import { useSelector } from '@xstate/react';
import { memo, useId } from 'react';
import { type Mark, marksOn, type PlacedMark, selectTool } from '../../../machines/annotationEditor.ts';
import type { Size } from '../../domain/annotation/annotationLimits.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from './editorRef.ts';
import { MarkHandles } from './MarkHandles.tsx';
import { MarkShape } from './MarkShape.tsx';
import { EDITOR_TEXTS } from './messages.ts';
import { StrokePad } from './StrokePad.tsx';

interface PageMarksProps {
  editor: EditorRef;
  page: number;
  /** The page's size in points, the marks' units. */
  size: Size;
}

const sameMarks = (a: Mark[], b: Mark[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** One page's marks over its canvas and text, and, while drawing, the surface that takes the strokes. */
export const PageMarks = memo(function PageMarks({ editor, page, size }: PageMarksProps) {
  const marks = useSelector(editor, (s) => marksOn(s.context.marks, page), sameMarks);
  const selected = useSelector(editor, (s) => s.context.selected);
  const tool = useSelector(editor, selectTool);
  const t = useTexts(EDITOR_TEXTS);
  const helpId = useId();
  const found = marks.find((m): m is PlacedMark => m.id === selected && 'box' in m);
  // While highlighting or drawing, the marks let the pointer through; so do their handles.
  const chosen = tool === 'highlight' || tool === 'ink' ? undefined : found;
  return (
    <>
      <svg
        className={`pdf-editor__marks pdf-editor__marks--${tool}${chosen ? ' pdf-editor__marks--holding' : ''}`}
        viewBox={`0 0 ${size.width} ${size.height}`}
      >
        <title>{`${t.marksOnPage} ${page + 1}`}</title>
        <desc id={helpId}>{t.moveHelp}</desc>
        {marks.map((mark) => (
          <MarkShape
            key={mark.id}
            {...{ editor, mark, helpId }}
            selected={mark.id === selected}
            page={size}
          />
        ))}
      </svg>
      {chosen && <MarkHandles editor={editor} mark={chosen} page={size} />}
      {tool === 'ink' && (
        <StrokePad
          label={t.drawing}
          size={size}
          strokes={[]}
          className="pdf-editor__ink"
          onStroke={(points) => editor.send({ type: 'ink.stroke', page, points })}
        />
      )}
    </>
  );
});
