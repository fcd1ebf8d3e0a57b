import { SPANISH } from '../../src/app/spanish.ts';
import { type Formats, formatsFor } from '../../src/domain/formats.ts';
import { indexSpanish, say, textsIn } from '../../src/i18n/texts.ts';

/** The Spanish catalogs loaded, and the formats a Spanish screen writes with (decision 490). */
export function spanishFormats(): Formats {
  indexSpanish(SPANISH);
  return formatsFor('es-US', {
    texts: (catalog) => textsIn(catalog, 'es'),
    say: (m) => say(m, 'es'),
  });
}
