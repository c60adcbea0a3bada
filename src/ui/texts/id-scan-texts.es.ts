import type { Translation } from '../../domain/language/translation';
import type { ID_SCAN_TEXTS } from './id-scan-texts';

/** ID_SCAN_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'documento de identidad', 'licencia de conducir'). */
export const ID_SCAN_TEXTS_ES: Translation<typeof ID_SCAN_TEXTS> = {
  typeLegend: '¿Qué documento usará?',
  typeNames: {
    drivers_license: 'Licencia de conducir',
    id_card: 'Documento de identidad',
    passport: 'Pasaporte',
  },
  pageStep: (index, count) => `Página ${index + 1} de ${count}`,
  guide:
    'Coloque su documento sobre una superficie plana con buena luz, sin reflejos, con las cuatro esquinas dentro del marco.',
  takePhoto: (page) => `Tomar una foto: ${page}`,
  choosePhoto: 'Elegir una foto',
  shutter: 'Tomar foto',
  cameraPhotoName: 'la foto de la cámara',
  processing: 'Preparando su foto...',
  capturedLabel: 'Sus fotos',
  back: 'Volver a tomar',
  backLabel: (page) => `Volver a tomar: ${page}`,
  allPagesReady: 'Sus fotos están listas para enviar.',
  uploadLabel: 'Subiendo su documento de identidad',
  submitting: 'Enviando su documento de identidad...',
  verifying: {
    first: 'Verificando su documento...',
    second: 'Seguimos verificando su documento...',
    third: 'Ya casi terminamos...',
  },
  tryAgain: 'Intentar de nuevo',
  useAnyway: 'Usar esta imagen de todos modos',
  unknownAdvice:
    'Asegúrese de que todo el documento aparezca en la foto y de que nada lo cubra; luego, vuelva a intentarlo.',
  singlePageLink: 'Subir fotos desde esta computadora en su lugar',
  singlePageHeading: 'Suba una foto de cada página',
  uploadPage: (page) => `Subir: ${page}`,
  usePhoneInstead: 'Usar mi teléfono en su lugar',
  captureName: 'documento de identidad',
};
