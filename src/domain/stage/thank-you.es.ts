import type { Translation } from '../language/translation';
import type { THANK_YOU_TEXTS } from './thank-you';

export const THANK_YOU_TEXTS_ES: Translation<typeof THANK_YOU_TEXTS> = {
  heading: (issuerName) => `Gracias por enviar su información a ${issuerName}`,
  headingWithoutIssuer: 'Gracias por enviarnos su información',
  message: 'Recibirá una notificación cuando termine el procesamiento de su envío.',
  continueLink: 'Continuar',
};
