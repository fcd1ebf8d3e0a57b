import { type RefObject, useEffect } from 'react';
import type { EditorRef } from './editorRef.ts';
import { selectedRects } from './pageDom.ts';

/** While the Highlight tool is on, each selection finished in the pages (pointer or keys) is marked. */
export function useHighlightOnSelect(boxRef: RefObject<HTMLElement | null>, editor: EditorRef | null) {
  useEffect(() => {
    const box = boxRef.current;
    if (!box || !editor) return;
    const finished = () => {
      if (!editor.getSnapshot().matches({ marking: 'highlight' })) return;
      const found = selectedRects(box);
      if (!found) return;
      editor.send({ type: 'highlight.add', ...found });
      window.getSelection()?.removeAllRanges();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Shift') finished();
    };
    box.addEventListener('pointerup', finished);
    box.addEventListener('keyup', onKey);
    return () => {
      box.removeEventListener('pointerup', finished);
      box.removeEventListener('keyup', onKey);
    };
  }, [boxRef, editor]);
}
