import type { Translation } from '../language/translation';
import type { CHECKOUT_TEXTS } from './checkout';

export const CHECKOUT_TEXTS_ES: Translation<typeof CHECKOUT_TEXTS> = {
  reviewField: 'Revise este campo',
  pay: (amount) => `Pagar ${amount}`,
  cardNotChecked: 'No se pudo verificar su tarjeta. Inténtelo de nuevo.',
  cardFormNotLoaded: 'No se pudo cargar el formulario de la tarjeta. Vuelva a cargar la página.',
};
