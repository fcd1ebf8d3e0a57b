import type { Translation } from '../../i18n/catalog.ts';
import type { SIGNING_TEXTS } from './signingTexts.ts';

export const SIGNING_TEXTS_ES = {
  documentsHeading: 'Lo que usted firma',
  amountsHeading: 'Montos',
  nameLabel: 'Escriba su nombre completo',
  nameHint: (role: string) =>
    `Su firma: escriba su nombre completo tal como aparece junto a ${role} en el resumen de la póliza de arriba. No importan las mayúsculas, los acentos ni los espacios.`,
  missing: 'Escriba su nombre completo para firmar.',
  mismatch:
    'El nombre que escribió no coincide con el nombre de esta póliza. Compárelo con el resumen de la póliza de arriba.',
  documents: 'Documentos',
  initialPaid: 'Prima inicial pagada',
  initialDue: 'Prima inicial pendiente',
  recurring: 'Prima recurrente',
  notRecorded:
    "Su firma no se registró: todavía no se aceptó nada. Se conserva el nombre que escribió; presione 'Aceptar póliza' para intentarlo de nuevo.",
  outcomeUnknown:
    'No pudimos comprobar si su firma se registró. Vuelva a cargar esta página antes de intentarlo de nuevo: si se registró, la página lo llevará a su confirmación.',
} as const satisfies Translation<typeof SIGNING_TEXTS>;
