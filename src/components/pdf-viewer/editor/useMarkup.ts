import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { annotationEditorMachine, type StampImage } from '../../../../machines/annotationEditor.ts';
import { fromOwnedPromise } from '../../../../machines/parts/ownedPromise.ts';
import { base64ToPdfBytes } from '../bytes.ts';
import type { MarkedPdf } from './exportMarks.ts';
import { readImage } from './readImage.ts';
import { scaleImage } from './scaleImage.ts';

export type MarksChange = (hasMarks: boolean, exportMarks: () => Promise<MarkedPdf>) => void;

const editorMachine = annotationEditorMachine.provide({
  actors: {
    readImage: fromOwnedPromise<StampImage, { file: Blob }>(({ input }) => readImage(input.file)),
    scaleImage: fromOwnedPromise<StampImage, Parameters<typeof scaleImage>[0]>(({ input }) =>
      scaleImage(input),
    ),
  },
});

/**
 * The annotation editor's actor for one document, telling the parent, each time the marks change,
 * whether there are any and how to export them (pdf-lib loads only when they are exported).
 */
export function useMarkup(content: string, onMarksChange: MarksChange | undefined) {
  const editor = useActorRef(editorMachine);
  const marks = useSelector(editor, (s) => s.context.marks);
  const notify = useRef(onMarksChange);
  notify.current = onMarksChange;
  useEffect(() => {
    notify.current?.(marks.length > 0, async () => {
      const { exportMarks } = await import('./exportMarks.ts');
      return exportMarks(base64ToPdfBytes(content), marks);
    });
  }, [content, marks]);
  return editor;
}
