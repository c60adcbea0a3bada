import { MAX_SOURCE_BYTES, MAX_SOURCE_PIXELS } from '../images/image-limits';
import type { Translation } from '../language/translation';
import type {
  ID_SCREEN_MESSAGES,
  IMAGE_PROBLEM_MESSAGES,
  LICENSE_SUPPORT_TEXTS,
  LIVENESS_MESSAGES,
  UPLOAD_MESSAGES,
} from './question-messages';

// image-limits holds numbers only (no texts): the Spanish names the same limits as the English.

/** Spanish twin of UPLOAD_MESSAGES (spec 001 §8). */
export const UPLOAD_MESSAGES_ES: Translation<typeof UPLOAD_MESSAGES> = {
  filesRejected: (names: readonly string[]): string =>
    `Los siguientes archivos están vacíos, dañados o no son compatibles: ${names.join(', ')}.`,
  selfieRejected: (name: string): string => `El archivo seleccionado está vacío, dañado o no es compatible: ${name}.`,
  tooLarge: 'Imagen demasiado grande. Solo se pueden subir imágenes de menos de 10 MB.',
  tooLargeDocument: 'Archivo demasiado grande. Solo se pueden subir archivos de menos de 10 MB.',
  unprocessableId: 'Ocurrió un error al procesar este archivo. Inténtelo de nuevo o use otro archivo',
};

/** Spanish twin of IMAGE_PROBLEM_MESSAGES (iOS's Spanish names for Camera > Formats > Most Compatible). */
export const IMAGE_PROBLEM_MESSAGES_ES: Translation<typeof IMAGE_PROBLEM_MESSAGES> = {
  empty: 'Se detectó un escaneo original vacío del documento de identidad',
  'empty-processed': 'Se recibió un archivo no válido',
  corrupted: 'No se pudo mostrar la imagen',
  'heic-unsupported':
    'Esta foto está en formato HEIC, que este navegador no puede abrir. Elija una foto JPEG o PNG; en un iPhone, configure Cámara > Formatos en Más compatible, o comparta la foto como JPEG.',
  'too-many-pixels': `Esta foto es demasiado grande para abrirla: tiene más de ${MAX_SOURCE_PIXELS / 1_000_000} megapíxeles. Elija una foto más pequeña o tome una con su cámara en su resolución habitual.`,
  'too-many-bytes': `Esta foto es demasiado grande para abrirla: pesa más de ${MAX_SOURCE_BYTES / 1024 / 1024} MB. Elija una foto más pequeña o tome una con su cámara en su resolución habitual.`,
};

/** Spanish twin of LICENSE_SUPPORT_TEXTS. */
export const LICENSE_SUPPORT_TEXTS_ES: Translation<typeof LICENSE_SUPPORT_TEXTS> = {
  trouble: '¿Tiene problemas para enviar su número de licencia?',
  contactUs: 'Contáctenos aquí.',
};

/** Spanish twin of ID_SCREEN_MESSAGES. */
export const ID_SCREEN_MESSAGES_ES: Translation<typeof ID_SCREEN_MESSAGES> = {
  unprocessedHeading: 'Recibimos su envío, pero no pudimos procesar su documento de identidad',
  glare: 'Demasiado reflejo en la(s) foto(s)',
  blurry: 'Foto(s) demasiado borrosa(s)',
  blurryAndGlare: 'Foto(s) demasiado borrosa(s) y con reflejo',
  unknown: 'Tenemos problemas para detectar su documento de identidad',
  persistent:
    'Parece que tenemos problemas para obtener una imagen clara. ¿Desea intentarlo de nuevo para obtener una mejor imagen o usar esta?',
};

/** Spanish twin of LIVENESS_MESSAGES. */
export const LIVENESS_MESSAGES_ES: Translation<typeof LIVENESS_MESSAGES> = {
  expired: 'La solicitud venció. Inténtelo de nuevo.',
  orientationChanged:
    'Su dispositivo se giró durante la selfi en video. Sosténgalo en posición vertical e inténtelo de nuevo.',
  portrait: 'Sostenga su dispositivo en modo vertical e inténtelo de nuevo.',
  tooManyRequests: 'Se encontraron demasiadas solicitudes. Inténtelo de nuevo en unos minutos.',
  enableCamera: 'Active su cámara e inténtelo de nuevo.',
  sessionRunning: 'Ya había una sesión de selfi en video en curso. Termine la anterior primero.',
  triesRemaining: (tries: number): string => (tries === 1 ? 'Le queda 1 intento' : `Le quedan ${tries} intentos`),
};
