/**
 * A catalog is a plain object of texts (`export const … = { … } as const`): strings, functions that
 * return strings, arrays and nested objects of those. Its Spanish is an object of the same shape,
 * checked by the compiler (`satisfies Translation<typeof en>`) and by tests/unit/i18n-catalogs.test.ts.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/** One English catalog and its Spanish, as src/app/spanish.ts lists them. */
export type CatalogPair = readonly [en: object, es: object];

export function pair<T extends object>(en: T, es: Translation<T>): CatalogPair {
  return [en, es as object];
}
