import type { Translation } from '../../domain/language/translation';
import type { SCREEN_TEXTS } from './screen-texts';

/** The Spanish for a request that ended: ask the business for a new one (three display states say it). */
const ASK_FOR_A_NEW_REQUEST =
  'Si aún necesita la verificación, pida al negocio que la solicitó que le envíe una nueva solicitud.';

/** SCREEN_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const SCREEN_TEXTS_ES: Translation<typeof SCREEN_TEXTS> = {
  checkout: {
    name: 'Nombre',
    card: 'Tarjeta',
    expiry: 'Vencimiento',
    cvc: 'Código de seguridad (CVC)',
    zip: 'Código postal',
    heading: 'Pago',
    amountDue: (amount: string): string => `Monto a pagar: ${amount}`,
    expiryHint: 'MM/AA',
    paying: 'Procesando el pago...',
    providerFailed: 'No se pudo cargar el formulario de pago. Actualice la página e inténtelo de nuevo.',
  },
  finishing: {
    heading: 'Estamos procesando su información',
    message: 'Esto suele tardar unos segundos. Mantenga esta página abierta.',
  },
  status: {
    heading: 'Estado de la verificación',
    timeline: 'Progreso de la verificación',
    stepState: {
      success: 'Completado',
      ongoing: 'En curso',
      error: 'Detenido',
      disabled: 'Sin iniciar',
    },
    statusIs: 'Estado',
    daysProcessing: 'Días en proceso',
    requestedOn: 'Solicitado el',
    submittedOn: 'Enviado el',
    completedOn: 'Completado el',
    whatHappensNext: '¿Qué sigue?',
    next: {
      new: 'Complete la información solicitada para que pueda comenzar su verificación.',
      processing:
        'Estamos verificando su información con fuentes oficiales. Esta página se actualiza sola; ' +
        'también se le notificará cuando su envío termine de procesarse.',
      complete: 'Sus resultados ya se enviaron. No necesita hacer nada más.',
      timeout: ASK_FOR_A_NEW_REQUEST,
      canceled: ASK_FOR_A_NEW_REQUEST,
      attempts_exceeded: ASK_FOR_A_NEW_REQUEST,
    },
    delay7:
      'La verificación está tardando más de lo habitual. Algunas fuentes oficiales pueden tardar unos días más ' +
      'en responder.',
    delay13: 'La verificación está tardando mucho más de lo habitual.',
    supportTicket: 'Abrir un caso de soporte',
    needHelp: '¿Necesita ayuda?',
    email: 'Correo electrónico:',
    phone: 'Teléfono:',
  },
  terminated: {
    heading: 'Este enlace ya no está disponible',
    lead: 'Se cerró la solicitud de verificación a la que pertenecía este enlace.',
    reasonsHeading: 'Posibles motivos',
    reasons: (business: string): readonly string[] => [
      'Su cobertura ya fue evaluada.',
      `${business} le envió un correo electrónico más reciente con un nuevo enlace.`,
    ],
    nextHeading: 'Próximos pasos',
    next: (business: string): readonly string[] => [
      'Complete nuestro formulario de atención al cliente.',
      `Busque en su bandeja de entrada un correo electrónico más reciente de ${business}.`,
      'Comuníquese con su corredor de seguros.',
      `Comuníquese con ${business}.`,
    ],
    theBusiness: 'el negocio',
    contactHeading: (business: string): string => `Comuníquese con ${business}`,
    supportForm: 'Formulario de atención al cliente',
    privacyHeading: 'Política de privacidad',
  },
  landing: {
    heading: 'Inicie sesión para continuar con su solicitud',
    lead: 'Para continuar, inicie sesión con la cuenta de Google que usa para su negocio.',
    signIn: 'Iniciar sesión con Google',
  },
  loggedOut: {
    heading: 'Se cerró su sesión',
    message:
      'Su sesión en este dispositivo terminó. Para volver, regrese al mensaje de texto o al correo electrónico ' +
      'donde recibió su solicitud y haga clic en el enlace original.',
  },
  legacyNotice: {
    heading: 'Ya no recibimos solicitudes aquí',
    message:
      'Este sitio ya no recibe solicitudes de verificación del negocio. Vaya a su panel de anuncios para ' +
      'continuar con su solicitud.',
    dashboardLink: 'Ir a su panel de anuncios',
  },
};
