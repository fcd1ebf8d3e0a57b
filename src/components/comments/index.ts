export { ChangeHistory } from './ChangeHistory.tsx';
export { ChangeRequestCard } from './ChangeRequestCard.tsx';
export { CommentModal, type CommentModalRef } from './CommentModal.tsx';
export { ModalActions } from './ModalActions.tsx';
export { marksReporter } from './marksReporter.ts';
export type { LoadMarkedPages } from './provideMarkedPages.ts';
