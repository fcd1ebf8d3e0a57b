import { useSyncExternalStore } from 'react';

// Phones and tablets: a narrow screen or a coarse pointer (SPEC §2: canvas viewer, download icon).
const QUERY = '(max-width: 991px), (pointer: coarse)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useHandheld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
