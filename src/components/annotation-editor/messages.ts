import { textCatalog } from '../../i18n/message.ts';
import { plural } from '../../i18n/plural.ts';
/** The annotation editor's words. */
export const EDITOR_TEXTS = textCatalog('editorTexts', {
  toolbar: 'Mark up this document',
  /** The narrow toolbar's one control that shows and hides the tools. */
  tools: 'Mark-up tools',
  highlight: 'Highlight',
  draw: 'Draw',
  stamp: 'Stamp / image',
  signature: 'Signature',
  undo: 'Undo',
  delete: 'Delete',
  highlighting: 'Select text to highlight it, or find it and choose Highlight.',
  drawing: 'Draw on the page with your mouse, pen or finger.',
  imageUnreadable: 'This image could not be read. Choose a PNG, JPEG or GIF image.',
  chooseImage: 'Choose an image to stamp on page',
  typeSignature: 'Type your signature',
  drawSignature: 'Or draw it here',
  clearSignature: 'Clear',
  placeSignature: 'Place signature on page',
  cancel: 'Cancel',
  noSignature: 'Type or draw your signature first.',
  marksOnPage: 'Marks on page',
  mark: { highlight: 'Highlight', ink: 'Drawing', stamp: 'Stamp', signature: 'Signature' },
  moveHelp:
    'Drag it or use the arrow keys to move it (Shift for bigger steps); drag a corner, or press + or -, to resize it.',
  onPage: 'on page',
  marksCount: (count: number) => plural('en-US', count, { one: `${count} mark`, other: `${count} marks` }),
  /** Leaves mark-up (Escape too); the marks stay. */
  done: 'Done',
  /** Takes mark-up up again after Done. */
  resume: 'Mark up this document',
  /** Said in the shell's live region when a stamp or signature lands (decision 420). */
  placed: {
    stamp: (page: number) => `Stamp placed on page ${page}.`,
    signature: (page: number) => `Signature placed on page ${page}.`,
  },
  left: 'Mark-up finished. Your marks are kept.',
} as const);
