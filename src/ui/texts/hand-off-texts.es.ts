import type { Translation } from '../../domain/language/translation';
import type { HAND_OFF_SPEC_TEXTS, HAND_OFF_TEXTS } from './hand-off-texts';

/** HAND_OFF_SPEC_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'mensaje de texto'). */
export const HAND_OFF_SPEC_TEXTS_ES: Translation<typeof HAND_OFF_SPEC_TEXTS> = {
  send: 'Enviar mensaje de un solo uso',
  sending: 'Enviando...',
  sent: '¡Enviado!',
};

/**
 * 'hasta la 1:05 p.m.', but 'hasta las 4:15 p.m.': the article agrees with the hour; the period of
 * 'p.m.' ends the sentence too, as Spanish spelling asks (no second period).
 */
const untilTime = (time: string): string => {
  const shown = String(time);
  return `hasta ${/^1\D/.test(shown) ? 'la' : 'las'} ${shown}${shown.endsWith('.') ? '' : '.'}`;
};

/**
 * HAND_OFF_TEXTS in Spanish (glossary: GLOSSARY.es.md; 'enlace', 'código QR', 'teléfono celular').
 * `capture` is the field's own Spanish name ('selfi', 'selfi en video', 'documento de identidad'),
 * so the sentences avoid words that would have to agree with its gender.
 */
export const HAND_OFF_TEXTS_ES: Translation<typeof HAND_OFF_TEXTS> = {
  heading: 'Continúe en su teléfono',
  intro: (capture) =>
    `Su ${capture} se toma con la cámara de un teléfono. Reciba un enlace por mensaje de texto o escanee el código.`,
  introTextOnly: (capture) =>
    `Su ${capture} se toma con la cámara de un teléfono. Reciba un enlace por mensaje de texto.`,
  phoneLabel: 'Número de teléfono celular',
  phoneCountry: 'País',
  textHeading: 'Recibir un mensaje de texto',
  qrHeading: 'O escanee este código',
  qrImage: 'Código QR del enlace de abajo',
  qrLoading: 'Creando un código...',
  linkLabel: 'Enlace para su teléfono',
  copy: 'Copiar',
  copied: 'Enlace copiado.',
  copyFailed: 'Seleccione el enlace y cópielo.',
  timeLocale: 'es-US',
  expiresAt: (time) => `Este código funciona una sola vez, ${untilTime(time)}`,
  used: 'Su teléfono abrió este código. Termine allí, o muestre un código nuevo para usar otro teléfono.',
  expired: 'Este código venció.',
  failed: 'No pudimos crear un código. Inténtelo de nuevo en unos minutos.',
  newCode: 'Mostrar un código nuevo',
  waiting: (capture) => `Esperando su teléfono... Esta página avanzará sola cuando haya terminado su ${capture}.`,
};
