import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from './editorRef.ts';
import { EDITOR_TEXTS } from './messages.ts';
import { pageSizeOf } from './pageDom.ts';

/** Stamp / image: a file chosen here is placed on the current page, at most 75 % of it. */
export function StampPanel(props: {
  editor: EditorRef;
  boxRef: RefObject<HTMLElement | null>;
  currentPage: number;
}) {
  const { editor, boxRef, currentPage } = props;
  const t = useTexts(EDITOR_TEXTS);
  const reading = useSelector(editor, (s) => s.matches({ marking: { stamp: 'reading' } }));
  return (
    <div className="pdf-editor__panel">
      <label className="pdf-editor__file">
        {`${t.chooseImage} ${currentPage + 1}`}
        <input
          type="file"
          accept="image/*"
          disabled={reading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            const box = boxRef.current;
            e.target.value = '';
            if (!file || !box) return;
            editor.send({
              type: 'stamp.file',
              file,
              page: currentPage,
              pageSize: pageSizeOf(box, currentPage),
            });
          }}
        />
      </label>
    </div>
  );
}
