import type { Translation } from '../i18n/catalog.ts';
import type { SERVICE_TEXTS } from './messages.ts';

export const SERVICE_TEXTS_ES = {
  epdDown:
    'Si recibió un correo electrónico para revisar su Entrega Electrónica de Pólizas, vuelva a consultar más tarde. La función de Entrega Electrónica de Pólizas de este sitio web no está disponible en este momento por mantenimiento del sistema. Le pedimos disculpas por las molestias.',
  maintenanceShort: 'No disponible durante el mantenimiento del sistema. Vuelva a consultar más tarde.',
} as const satisfies Translation<typeof SERVICE_TEXTS>;
