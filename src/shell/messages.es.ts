import type { Translation } from '../i18n/catalog.ts';
import type { FRAME_TEXTS, SHELL_TEXTS } from './messages.ts';

export const SHELL_TEXTS_ES = {
  brand: 'Evergreen Mutual',
  siteTitle: 'Entrega Electrónica de Pólizas',
  skipToContent: 'Ir al contenido',
  homePage: ' (página de inicio)',
  home: 'Inicio',
  logOut: 'Cerrar sesión',
  menu: 'Menú',
  mainNav: 'Principal',
  mainMenu: 'Menú principal',
  company: 'Compañía',
  support: 'Ayuda',
  pages: {
    about: 'Quiénes somos',
    contact: 'Contáctenos',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    faq: 'Preguntas frecuentes',
    learning: 'Centro de aprendizaje',
  },
  rights: (year: string) =>
    `© ${year} Evergreen Mutual Life Insurance Company. Todos los derechos reservados.`,
  disclosure:
    'Las pólizas de seguro y los contratos de anualidad son emitidos por Evergreen Mutual Life Insurance Company. La disponibilidad y las características de los productos pueden variar según el estado. Las garantías se basan en la capacidad de pago de reclamaciones de la compañía emisora. Las anualidades no son depósitos de ningún banco, no están aseguradas por la FDIC y pueden perder valor.',
  customerService: (phone: string) => `Servicio al cliente: ${phone}`,
  switchTo: 'English',
  switchToLang: 'en',
  switchLabel: 'View this site in English',
  switchFailed: 'No se pudo cargar el español. Inténtelo de nuevo.',
} as const satisfies Translation<typeof SHELL_TEXTS>;

export const FRAME_TEXTS_ES = {
  close: 'Cerrar',
  returnToDashboard: 'Volver al panel',
  tryAgain: 'Intentar de nuevo',
  loading: 'Cargando…',
  notifications: 'Notificaciones',
  notFoundTitle: 'No se encontró la página',
  notFoundBody:
    'La dirección que siguió no lleva a ninguna página de este sitio. Puede estar incompleta o desactualizada.',
  goHome: 'Ir a la página de inicio',
  routeErrorTitle: 'No se pudo mostrar esta página',
  routeErrorBody: 'Inténtelo de nuevo. Comuníquese con nosotros si el problema continúa.',
  somethingWentWrong: 'Algo salió mal.',
} as const satisfies Translation<typeof FRAME_TEXTS>;
