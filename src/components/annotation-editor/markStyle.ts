/** How ink and signatures are drawn, on screen and in the exported PDF (SPEC §9 sets no colour for them). */
export const MARK_STYLE = {
  inkColour: '#1f3f8f',
  inkRgb: [0.12, 0.25, 0.56] as const,
  inkWidth: 2,
  signatureColour: '#0b1f5c',
  signatureRgb: [0.04, 0.12, 0.36] as const,
  /** A typed signature's size on the pad and its natural height on the page, in points. */
  typedSize: 28,
} as const;
