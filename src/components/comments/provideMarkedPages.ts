import {
  type MarkedPagesViewerInput,
  markedPagesViewerMachine,
} from '../../../machines/markedPagesViewer.ts';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import type { MarkedPagesFile } from '../../api/schemas/markedPages.ts';

/** How a screen loads a comment's marked pages: its API client's call (decision 285). */
export type LoadMarkedPages = (ids: MarkedPagesViewerInput, signal: AbortSignal) => Promise<MarkedPagesFile>;

/** The marked pages viewer with the screen's call. */
export const provideMarkedPages = (load: LoadMarkedPages) =>
  markedPagesViewerMachine.provide({
    actors: {
      loadMarkedPages: fromOwnedPromise<MarkedPagesFile, MarkedPagesViewerInput>(({ input, signal }) =>
        load(input, signal),
      ),
    },
  });
