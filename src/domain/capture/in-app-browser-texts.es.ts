import type { Translation } from '../language/translation';
import type { InAppBrowser, PhoneSystem } from './in-app-browser';
import type { IN_APP_BROWSER_TEXTS } from './in-app-browser-texts';

const BROWSER: Readonly<Record<PhoneSystem, string>> = {
  ios: 'Safari',
  android: 'Chrome',
  other: 'el navegador de su teléfono',
};

/** The app's name in a Spanish sentence: the apps' own names stay, 'the Google app' is said in Spanish. */
const appName = (browser: InAppBrowser): string | null =>
  browser.app === 'google' ? 'la aplicación de Google' : browser.name;

export const IN_APP_BROWSER_TEXTS_ES: Translation<typeof IN_APP_BROWSER_TEXTS> = {
  heading: (browser) => {
    const name = appName(browser);
    return name === null
      ? 'Es posible que la cámara no funcione en el navegador integrado de esta aplicación.'
      : `Es posible que la cámara no funcione en el navegador integrado de ${name}.`;
  },
  openIn: (system) =>
    `Para obtener el mejor resultado, abra esta página en ${BROWSER[system]}: toque Copiar enlace, abra ${BROWSER[system]} y luego pegue el enlace en la barra de direcciones.`,
  withoutLink: 'Si la cámara no se inicia, elija una foto en su lugar.',
  stillTry: 'Aún puede intentar usar la cámara aquí, o elegir una foto en su lugar.',
  openHeading: (system) => `Abrir en ${system === 'other' ? 'su navegador' : BROWSER[system]}`,
  linkLabel: 'Enlace a esta solicitud',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  copyFailed: 'Seleccione el enlace y cópielo.',
};
