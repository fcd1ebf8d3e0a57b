import type { Mark } from '../../../machines/annotationEditor.ts';
import type { Size } from '../../domain/annotation/annotationLimits.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from './editorRef.ts';
import { MarkDrawing } from './MarkDrawing.tsx';
import { EDITOR_TEXTS } from './messages.ts';
import { unionBox } from './pageSpace.ts';
import { useMarkMoves } from './useMarkMoves.ts';

/** A typed signature's words are on screen, so they are in its name too (WCAG 2.5.3, label in name). */
function labelOf(mark: Mark, t: typeof EDITOR_TEXTS) {
  const name = `${t.mark[mark.type]} ${t.onPage} ${mark.page + 1}`;
  return mark.type === 'signature' && mark.signature.kind === 'typed'
    ? `${name}: ${mark.signature.text}`
    : name;
}

function outline(mark: Mark) {
  if (mark.type === 'highlight') return unionBox(mark.rects);
  if (mark.type === 'ink')
    return unionBox(mark.paths.flat().map(([x, y]) => ({ x, y, width: 0, height: 0 })));
  return mark.box;
}

/**
 * One mark, focusable and chosen with a click, Enter or Space (then Delete removes it); a stamp or
 * signature also moves and resizes (useMarkMoves), its keys told in the description `helpId` names.
 */
export function MarkShape(props: {
  editor: EditorRef;
  mark: Mark;
  selected: boolean;
  page: Size;
  helpId: string;
}) {
  const { editor, mark, selected, page } = props;
  const o = outline(mark);
  const t = useTexts(EDITOR_TEXTS);
  const moves = useMarkMoves(editor, mark, selected, page);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
    <g
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      data-mark-id={mark.id}
      aria-label={labelOf(mark, t)}
      aria-describedby={moves.movable ? props.helpId : undefined}
      className={`pdf-editor__mark${moves.movable ? ' pdf-editor__mark--movable' : ''}`}
      onClick={() => editor.send({ type: 'mark.select', id: mark.id })}
      {...moves.pointer(null)}
      onKeyDown={(e) => {
        moves.key(e);
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        editor.send({ type: 'mark.select', id: mark.id });
      }}
    >
      <MarkDrawing mark={mark} />
      <rect
        x={o.x - 3}
        y={o.y - 3}
        width={o.width + 6}
        height={o.height + 6}
        className="pdf-editor__outline"
      />
    </g>
  );
}
