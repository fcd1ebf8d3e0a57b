import { useEffect } from 'react';

export const SITE_TITLE = 'Electronic Policy Delivery';

/** Each screen names itself in the browser tab and to screen readers on arrival. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${SITE_TITLE}`;
  }, [title]);
}
