import type { Translation } from '../../domain/language/translation';
import type { QUALITY_TEXTS } from './quality-texts';

/** QUALITY_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'volver a tomar'). */
export const QUALITY_TEXTS_ES: Translation<typeof QUALITY_TEXTS> = {
  concern: {
    blurry: {
      heading: 'Esta foto se ve borrosa.',
      advice:
        'Sostenga el teléfono quieto, con el documento plano sobre una mesa, y espere a que la cámara enfoque antes de tomar la foto. Aléjese un poco si sigue borrosa.',
    },
    glare: {
      heading: 'Hay reflejos en esta foto.',
      advice:
        'La luz se refleja en el documento. Aléjese de una lámpara o de una ventana con mucha luz, o incline un poco el documento, hasta que desaparezca el brillo. Apague el flash.',
    },
    'blurry-and-glare': {
      heading: 'Esta foto se ve borrosa y tiene reflejos.',
      advice:
        'Sostenga el teléfono quieto y espere a que la cámara enfoque. Aléjese de una lámpara o de una ventana con mucha luz, o incline un poco el documento, hasta que desaparezca el brillo.',
    },
  },
  retake: 'Volver a tomar',
  useAnyway: 'Usar esta foto de todos modos',
};
