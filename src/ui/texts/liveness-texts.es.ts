import type { Translation } from '../../domain/language/translation';
import type { LIVENESS_TEXTS } from './liveness-texts';

/** LIVENESS_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'selfi en video', 'prueba de vida'). */
export const LIVENESS_TEXTS_ES: Translation<typeof LIVENESS_TEXTS> = {
  heading: 'Prepárese para su selfi en video',
  intro: 'Grabaremos un video corto de su cara para comprobar que realmente es usted.',
  tips: [
    'Encuadre su cara dentro de la guía en la pantalla.',
    'Busque buena iluminación, sin reflejos ni una luz brillante detrás de usted.',
    'Quítese los anteojos, el sombrero o cualquier otra cosa que le cubra la cara.',
    'Mantenga una expresión neutral. Por favor, no sonría.',
  ],
  tipsLabel: 'Antes de empezar',
  loading: 'Por favor, lea las instrucciones...',
  start: 'Continuar',
  submitting: 'Enviando la verificación',
  uploadLabel: 'Subiendo su selfi en video',
  sending: 'Enviando su selfi en video...',
  cameraTitle: 'Selfi en video',
  cameraInstructions: 'Coloque su cara dentro del óvalo, mire a la cámara y luego tome la foto.',
  captureName: 'selfi en video',
};
