import type { CSSProperties } from 'react';
import type { PlacedMark } from '../../../machines/annotationEditor.ts';
import type { Size } from '../../domain/annotation/annotationLimits.ts';
import type { Corner } from '../../domain/annotation/markBoxes.ts';
import type { EditorRef } from './editorRef.ts';
import { useMarkMoves } from './useMarkMoves.ts';

const CORNERS: Corner[] = ['nw', 'ne', 'sw', 'se'];

/**
 * The chosen stamp's or signature's corner handles, a pointer's way to resize it (keys use + and −,
 * said in the mark's description). HTML over the page, so they keep their size whatever the zoom.
 */
export function MarkHandles({ editor, mark, page }: { editor: EditorRef; mark: PlacedMark; page: Size }) {
  const { pointer } = useMarkMoves(editor, mark, true, page);
  const { box } = mark;
  const at = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <div className="pdf-editor__handles" aria-hidden="true">
      {CORNERS.map((corner) => {
        const style: CSSProperties = {
          left: at(box.x + (corner.endsWith('e') ? box.width : 0), page.width),
          top: at(box.y + (corner.startsWith('s') ? box.height : 0), page.height),
        };
        return (
          <div
            key={corner}
            className={`pdf-editor__handle pdf-editor__handle--${corner}`}
            data-corner={corner}
            style={style}
            {...pointer(corner)}
          />
        );
      })}
    </div>
  );
}
