import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import {
  annotationEditorMachine,
  justPlaced,
  type PlacedNotice,
  type StampImage,
} from '../../../machines/annotationEditor.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { base64ToPdfBytes } from '../pdf-viewer/bytes.ts';
import type { MarkedPdf } from './exportMarks.ts';
import { readImage } from './readImage.ts';
import { scaleImage } from './scaleImage.ts';

export type MarksChange = (hasMarks: boolean, exportMarks: () => Promise<MarkedPdf>) => void;

/** What the view does when the editor says a mark was placed, or mark-up was left. */
export interface MarkupLanding {
  placed: (notice: PlacedNotice) => void;
  left: () => void;
}

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
 * whether there are any and how to export them (pdf-lib loads only when they are exported). `landing`
 * is read when the editor's effects run: the reader that draws the pages sets it.
 */
export function useMarkup(content: string, onMarksChange: MarksChange | undefined) {
  const landing = useRef<MarkupLanding | null>(null);
  const [machine] = useState(() =>
    editorMachine.provide({
      actions: {
        showPlaced: ({ context }) => {
          const notice = justPlaced(context);
          if (notice) landing.current?.placed(notice);
        },
        showLeft: () => landing.current?.left(),
      },
    }),
  );
  const editor = useActorRef(machine);
  const marks = useSelector(editor, (s) => s.context.marks);
  const notify = useRef(onMarksChange);
  notify.current = onMarksChange;
  useEffect(() => {
    notify.current?.(marks.length > 0, async () => {
      const { exportMarks } = await import('./exportMarks.ts');
      return exportMarks(base64ToPdfBytes(content), marks);
    });
  }, [content, marks]);
  return { editor, landing };
}
