import type { Translation } from '../language/translation';
import type { CAMERA_BUTTON_TEXTS, CAMERA_FALLBACK_PHONE_TEXTS, CAMERA_FALLBACK_TEXTS } from './camera-fallback';

export const CAMERA_FALLBACK_TEXTS_ES: Translation<typeof CAMERA_FALLBACK_TEXTS> = {
  denied: {
    heading: 'El acceso a la cámara está desactivado para este sitio.',
    advice:
      'Permita la cámara en la configuración del sitio de su navegador y vuelva a cargar esta página, o elija una foto en su lugar.',
  },
  busy: {
    heading: 'Otra aplicación está usando su cámara.',
    advice: 'Cierre la otra aplicación (como una videollamada) y vuelva a intentarlo, o elija una foto en su lugar.',
  },
  'not-found': {
    heading: 'No encontramos una cámara en este dispositivo.',
    advice: 'Conecte una cámara y vuelva a intentarlo más tarde, o elija una foto en su lugar.',
  },
  unavailable: {
    heading: 'Este navegador no puede abrir la cámara.',
    advice: 'Abra este enlace en un navegador actualizado, como Safari o Chrome, o elija una foto en su lugar.',
  },
  ended: {
    heading: 'La cámara se detuvo.',
    advice:
      'Es posible que se haya desactivado el acceso a la cámara o que se haya desconectado la cámara. Revísela y vuelva a intentarlo, o elija una foto en su lugar.',
  },
  black: {
    heading: 'Su cámara solo muestra una imagen negra.',
    advice:
      'Verifique que nada la cubra y que ninguna otra aplicación la esté usando; luego vuelva a intentarlo, o elija una foto en su lugar.',
  },
};

export const CAMERA_FALLBACK_PHONE_TEXTS_ES: Translation<typeof CAMERA_FALLBACK_PHONE_TEXTS> = {
  'not-found': {
    heading: 'No pudimos abrir la cámara de su teléfono aquí.',
    advice:
      'Elija una foto en su lugar: es posible que su teléfono le ofrezca tomar una con su propia aplicación de cámara.',
  },
  ended: {
    heading: 'La cámara se detuvo.',
    advice:
      'Es posible que se haya desactivado el acceso a la cámara o que otra aplicación haya tomado la cámara. Revísela y vuelva a intentarlo, o elija una foto en su lugar.',
  },
};

export const CAMERA_BUTTON_TEXTS_ES: Translation<typeof CAMERA_BUTTON_TEXTS> = {
  tryAgain: 'Intentar de nuevo',
};
