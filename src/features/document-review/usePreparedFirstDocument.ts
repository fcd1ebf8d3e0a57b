import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type documentReviewMachine, selectDocumentContent } from '../../../machines/documentReview.ts';
import { prepareDocument } from '../../components/pdf-viewer/index.ts';

/**
 * On a phone, the first document is opened in pdf.js and its first page drawn as soon as its file is
 * in, before its card is tapped (decision 443): WebKit takes seconds to draw a page, and the customer
 * usually opens the first card. Let go when the screen leaves; the desktop's frame needs none of it.
 */
export function usePreparedFirstDocument(
  review: ActorRefFrom<typeof documentReviewMachine>,
  handheld: boolean,
) {
  const firstId = useSelector(review, (s) => s.context.cards[0]?.documentId ?? null);
  const content = useSelector(review, (s) => {
    if (!firstId) return null;
    const shown = selectDocumentContent(s, firstId);
    return shown.status === 'shown' ? (shown.content ?? null) : null;
  });
  useEffect(() => {
    if (!handheld || !firstId || !content) return;
    // The viewer takes the card's whole width on a phone (document-review.css), less its scroll bar.
    const card = document.getElementById(`document-${firstId}-title`)?.closest('article');
    if (!card) return;
    return prepareDocument(content, card.clientWidth - scrollBarWidth());
  }, [handheld, firstId, content]);
}

/** How wide this browser's scroll bar is: none where it lays them over the content (phones). */
function scrollBarWidth(): number {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-999px;width:100px;height:100px;overflow:scroll';
  document.body.append(probe);
  const width = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return width;
}
