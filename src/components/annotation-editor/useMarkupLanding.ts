import { type RefObject, useEffect } from 'react';
import { message } from '../../i18n/message.ts';
import { useSay } from '../../i18n/useTexts.ts';
import { announce } from '../../shell/landing.ts';
import { EDITOR_TEXTS } from './messages.ts';
import type { MarkupLanding } from './useMarkup.ts';

/** How many frames a new mark is waited for: it is drawn on the render after the editor placed it. */
const FRAMES = 30;

function whenDrawn(find: () => Element | null, then: (element: Element) => void, frames = FRAMES) {
  const element = find();
  if (element) then(element);
  else if (frames > 0) requestAnimationFrame(() => whenDrawn(find, then, frames - 1));
}

/**
 * Where the editor's effects land (decision 420): a stamp or signature just placed is brought into
 * sight in the pages' scroll box and takes focus (its arrow keys move it), and the shell's live region
 * says where it went; Done or Escape puts focus on the control that takes mark-up up again.
 */
export function useMarkupLanding(
  landing: RefObject<MarkupLanding | null> | undefined,
  boxRef: RefObject<HTMLElement | null>,
  resumeRef: RefObject<HTMLElement | null>,
) {
  const say = useSay();
  useEffect(() => {
    if (!landing) return;
    landing.current = {
      placed: ({ type, page, id }) => {
        announce(say(message(EDITOR_TEXTS.placed, type, page + 1)));
        whenDrawn(
          () => boxRef.current?.querySelector(`[data-mark-id="${id}"]`) ?? null,
          (mark) => {
            mark.scrollIntoView({ block: 'center', inline: 'nearest' });
            if (mark instanceof SVGElement || mark instanceof HTMLElement)
              mark.focus({ preventScroll: true });
          },
        );
      },
      left: () => {
        announce(say(message(EDITOR_TEXTS, 'left')));
        whenDrawn(
          () => resumeRef.current,
          (control) => (control as HTMLElement).focus(),
        );
      },
    };
    return () => {
      landing.current = null;
    };
  }, [landing, boxRef, resumeRef, say]);
}
