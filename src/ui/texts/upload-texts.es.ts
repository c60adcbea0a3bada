import type { Translation } from '../../domain/language/translation';
import type { UPLOAD_TEXTS } from './upload-texts';

/** UPLOAD_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'subir', 'archivo', 'certificado de seguro'). */
export const UPLOAD_TEXTS_ES: Translation<typeof UPLOAD_TEXTS> = {
  dropFiles: 'Arrastre y suelte archivos aquí, o',
  dropImages: 'Arrastre y suelte imágenes aquí, o',
  browse: 'examine',
  tapFiles: 'Toque para elegir archivos',
  tapImages: 'Toque para elegir imágenes',
  allowedFiles: 'PDF, JPG, PNG, GIF o BMP, de hasta 10 MB cada uno.',
  allowedImages: 'JPG, PNG, GIF o BMP, de hasta 10 MB cada una.',
  listLabel: 'Archivos para enviar',
  remove: 'Quitar',
  preparing: 'Preparando...',
  summary: (ready, preparing) =>
    preparing > 0
      ? `Preparando ${preparing} ${preparing === 1 ? 'archivo' : 'archivos'}...`
      : `${ready} ${ready === 1 ? 'archivo listo' : 'archivos listos'} para enviar.`,
  submitting: 'Enviando sus archivos...',
  uploadLabel: 'Subiendo sus archivos',
  coiIntro: 'Suba cada página de su certificado de seguro.',
  coiIntroWithCamera: 'Suba cada página de su certificado de seguro o tome una foto de cada página.',
  coiTakePhoto: 'Tomar una foto de una página',
  coiCameraInstructions:
    'Coloque la página sobre una superficie plana con buena luz y encuadre toda la página dentro del marco.',
};
