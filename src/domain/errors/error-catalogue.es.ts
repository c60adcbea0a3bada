import type { Translation } from '../language/translation';
import type { ERROR_TEXTS, WAY_FORWARD_LABELS } from './error-catalogue';

/** Spanish twin of ERROR_TEXTS (glossary: src/ui/texts/GLOSSARY.es.md). */
export const ERROR_TEXTS_ES: Translation<typeof ERROR_TEXTS> = {
  'direct-to-original-link': {
    heading: 'Use su enlace original.',
    message: 'Vuelva al teléfono o al correo electrónico donde recibió su solicitud y haga clic en el enlace original.',
  },
  'storage-required': {
    heading: 'Permita que este sitio guarde datos',
    message:
      'Esta página necesita guardar su progreso en su navegador. Active los datos de terceros en la configuración ' +
      'de su navegador y, en Safari, desactive el modo privado.',
  },
  'page-not-found': {
    heading: 'Parece que esto no está aquí.',
    message: 'Revise la dirección o vuelva a abrir el enlace que recibió en su mensaje de texto o correo electrónico.',
  },
  'submission-failed': {
    heading: 'El envío falló',
    message: 'No pudimos enviar su información. Inténtelo de nuevo en unos minutos.',
  },
  'unauthorized-ido': {
    heading: 'No autorizado',
    message: 'Haga clic en el enlace que se le envió en una notificación (mensaje de texto o correo electrónico).',
  },
  'unsupported-browser': 'Su navegador no es compatible',
  'facetec-unsupported-browser':
    'Use Firefox 52 o posterior, Chrome, Safari 12 o posterior, u Opera 44 o posterior. En un iPhone, use Safari.',
  'facetec-unsupported-browser-ios': 'En este dispositivo, abra el enlace en Safari.',
  'facetec-unsupported-browser-old': 'Su navegador está desactualizado. Actualícelo y vuelva a abrir el enlace.',
  'facetec-device-in-landscape-mode': {
    heading: 'Gire su dispositivo',
    message: 'Sostenga su dispositivo en modo vertical y actualice la página.',
  },
  'facetec-device-locked-out': {
    heading: 'Límites excedidos',
    message: 'Se han hecho demasiadas solicitudes. Espere unos minutos e inténtelo de nuevo.',
  },
  'cancelled-network-request':
    'Su solicitud se canceló por una actualización de la página o un problema de red. Inténtelo de nuevo.',
  'network-outage': {
    heading: 'Problema de conexión',
    message: 'Tenemos problemas para conectarnos. Espere un momento e inténtelo de nuevo.',
  },
  unauthorized: {
    heading: 'No autorizado',
    message: 'No tiene permiso para hacer esto. Comuníquese con el administrador de su cuenta.',
  },
  'cookies-needed': {
    heading: 'Se necesitan cookies',
    message: 'Active las cookies de terceros en la configuración de su navegador y vuelva a abrir el enlace.',
  },
  unexpected: {
    heading: '¡Uy, algo salió mal!',
    message: 'Estamos trabajando en esto y todo debería volver a la normalidad pronto. Inténtelo de nuevo más tarde.',
  },
  'request-timeout': {
    heading: 'Este enlace de solicitud ya no es válido',
    message: (party: string): string => `Pida a ${party} un nuevo enlace.`,
    requestingParty: 'la parte solicitante',
  },
  'gls/not-found': {
    heading: 'Verificación no encontrada',
    message: 'No pudimos encontrar esta verificación. Compruebe que abrió el enlace correcto.',
  },
  unactivated: {
    heading: 'No se encontró ninguna cuenta',
    message: 'No hay ninguna cuenta para este correo electrónico. Comuníquese con su administrador.',
  },
  'link-expired': {
    heading: 'Este enlace no funciona',
    message:
      'Los enlaces vencen después de un tiempo o de cierto número de usos. Es posible que este enlace ya se haya ' +
      'usado o que esté incompleto. Comuníquese con la empresa que se lo envió para obtener uno nuevo.',
  },
  'gls/unauthorized': 'No autorizado',
  'gls/session-expired': 'Sesión vencida',
};

/** Spanish twin of WAY_FORWARD_LABELS: button labels, kept short. */
export const WAY_FORWARD_LABELS_ES: Translation<typeof WAY_FORWARD_LABELS> = {
  tryAgain: 'Intentar de nuevo',
  backToQuestions: 'Volver a sus preguntas',
};
