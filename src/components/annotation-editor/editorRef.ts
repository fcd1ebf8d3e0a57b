import type { ActorRefFrom } from 'xstate';
import type { AnnotationEditorMachine } from '../../../machines/annotationEditor.ts';

export type EditorRef = ActorRefFrom<AnnotationEditorMachine>;
