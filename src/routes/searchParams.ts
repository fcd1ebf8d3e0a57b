/**
 * Search parameters as plain strings (decision 25): every parameter of SPEC §2 is text, and the
 * router's default JSON encoding would write `listAllPolicies: 'true'` as `%22true%22` and read
 * `?policy=100010` back as a number. A value is written as the person would type it.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) out[key] = value;
  return out;
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
