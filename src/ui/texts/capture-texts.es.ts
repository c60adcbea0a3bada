import type { Translation } from '../../domain/language/translation';
import type { CAPTURE_TEXTS } from './capture-texts';

/** CAPTURE_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'selfi', 'tomar una foto', 'volver a tomar'). */
export const CAPTURE_TEXTS_ES: Translation<typeof CAPTURE_TEXTS> = {
  takeSelfie: 'Tomar una selfi',
  choosePhoto: 'Elegir una foto',
  waitingForCamera: 'Esperando acceso a la cámara...',
  cancel: 'Cancelar',
  shutter: 'Tomar foto',
  retake: 'Volver a tomar',
  usePhoto: 'Usar esta foto',
  cameraReady: 'La cámara está encendida. Coloque su cara dentro del óvalo y luego tome la foto.',
  cameraReadyDocument: 'La cámara está encendida. Coloque el documento dentro del marco y luego tome la foto.',
  photoTaken: 'Foto tomada. Use esta foto o vuelva a tomarla.',
  processing: 'Preparando su foto...',
  ready: 'Su selfi ya se puede enviar.',
  /** The domain's capture name of a selfie, in Spanish. */
  cameraPhotoName: 'la foto de la cámara',
  submitting: 'Enviando su selfi...',
  uploadLabel: 'Subiendo su selfi',
  // As Intl's es-US percent: '50%'.
  uploaded: (percent) => `${percent}% subido`,
  noPhone: '¿No tiene un teléfono a mano?',
  useThisComputer: 'Usar la cámara de esta computadora',
  chooseOnComputer: 'Elegir una foto de esta computadora',
  usePhoneInstead: 'Usar mi teléfono en su lugar',
  captureName: 'selfi',
  guide: {
    plain: 'Mire a la cámara con buena luz, con toda la cara dentro del óvalo y sin nada que la cubra.',
    'holding-card':
      'Sostenga su tarjeta de pago junto a su cara, con el frente hacia la cámara. Mantenga toda la cara dentro del óvalo; puede cubrir todos los dígitos del número de la tarjeta, excepto los últimos cuatro.',
  },
};
