import { useSelector } from '@xstate/react';
import { type RefObject, useState } from 'react';
import type { Point } from '../../domain/annotation/annotationLimits.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { EditorRef } from './editorRef.ts';
import { EDITOR_TEXTS } from './messages.ts';
import { pageSizeOf } from './pageDom.ts';
import { StrokePad } from './StrokePad.tsx';
import { typedSignatureSize } from './signatureText.ts';

const PAD = { width: 300, height: 100 };

/** Signature: typed in the field or drawn on the pad, then placed on the current page. */
export function SignaturePanel(props: {
  editor: EditorRef;
  boxRef: RefObject<HTMLElement | null>;
  currentPage: number;
}) {
  const { editor, boxRef, currentPage } = props;
  const t = useTexts(EDITOR_TEXTS);
  const typed = useSelector(editor, (s) => (s.context.draft?.kind === 'typed' ? s.context.draft.text : ''));
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const place = () => {
    const box = boxRef.current;
    if (!box) return;
    const pageSize = pageSizeOf(box, currentPage);
    editor.send({ type: 'signature.place', page: currentPage, pageSize, size: typedSignatureSize(typed) });
  };
  return (
    <div className="pdf-editor__panel pdf-editor__signature">
      <label className="pdf-editor__field">
        {t.typeSignature}
        <input
          type="text"
          autoComplete="name"
          value={typed}
          onChange={(e) => {
            setStrokes([]);
            editor.send({ type: 'signature.type', text: e.target.value });
          }}
        />
      </label>
      <StrokePad
        label={t.drawSignature}
        size={PAD}
        strokes={strokes}
        className="pdf-editor__pad"
        onStroke={(stroke) => {
          const next = [...strokes, stroke];
          setStrokes(next);
          editor.send({ type: 'signature.draw', paths: next });
        }}
      />
      <div className="pdf-editor__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setStrokes([]);
            editor.send({ type: 'signature.clear' });
          }}
        >
          {t.clearSignature}
        </button>
        <button type="button" className="button button--primary" onClick={place}>
          {`${t.placeSignature} ${currentPage + 1}`}
        </button>
        <button type="button" className="button" onClick={() => editor.send({ type: 'tool.none' })}>
          {t.cancel}
        </button>
      </div>
    </div>
  );
}
