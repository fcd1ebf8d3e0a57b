/**
 * Where two catalogs differ in shape: a key missing or extra in the Spanish, a text where the English
 * has a function or a list, a function taking other arguments, an empty text. [] when they match.
 */
export function catalogDifferences(en: unknown, es: unknown, path = ''): string[] {
  const at = path || '(root)';
  if (typeof en === 'string') {
    if (typeof es !== 'string') return [`${at}: a text in English, ${describe(es)} in Spanish`];
    return es.trim() === '' ? [`${at}: empty in Spanish`] : [];
  }
  if (typeof en === 'function') {
    if (typeof es !== 'function') return [`${at}: a function in English, ${describe(es)} in Spanish`];
    return en.length === es.length
      ? []
      : [`${at}: takes ${en.length} arguments in English, ${es.length} in Spanish`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${at}: a list in English, ${describe(es)} in Spanish`];
    if (en.length !== es.length) return [`${at}: ${en.length} items in English, ${es.length} in Spanish`];
    return en.flatMap((item, i) => catalogDifferences(item, es[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object') return [`${at}: an object in English, ${describe(es)} in Spanish`];
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      const child = path ? `${path}.${key}` : key;
      if (!(key in en)) return [`${child}: only in Spanish`];
      if (!(key in es)) return [`${child}: missing in Spanish`];
      return catalogDifferences((en as never)[key], (es as never)[key], child);
    });
  }
  return [`${at}: ${describe(en)} is not a text`];
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}

/** Every text of a catalog, with its path. */
export function textLeaves(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textLeaves(item, path ? `${path}.${key}` : key));
  }
  return [];
}
