/** The document review's words added with the annotation editor (issue 24 point 4). */
export const en = {
  markUp: 'Mark up this document',
} as const;
