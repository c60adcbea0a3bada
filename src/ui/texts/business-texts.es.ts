import type { Translation } from '../../domain/language/translation';
import type { BUSINESS_TEXTS } from './business-texts';

/** 'dirección' or 'direcciones', with its adjective agreeing: the chip input's count. */
const addresses = (count: number): string => (count === 1 ? '1 dirección lista' : `${count} direcciones listas`);

/**
 * BUSINESS_TEXTS in Spanish (glossary: GLOSSARY.es.md). The section headings and the owner
 * question are written out here rather than built from BUSINESS_MESSAGES: this heading and this
 * title are the only places they show.
 */
export const BUSINESS_TEXTS_ES: Translation<typeof BUSINESS_TEXTS> = {
  heading: (businessName: string): string =>
    businessName.trim() === '' ? 'Verificación del negocio' : `Verificación del negocio para ${businessName.trim()}`,
  sections: {
    address: 'Dirección del negocio',
    ownersAndPartners: 'Propietarios del negocio y socios principales',
    employees: 'Empleados',
    singleOwner: 'Propietario(s) del negocio',
  },
  address: {
    street: 'Calle y número',
    city: 'Ciudad',
    state: 'Estado',
    postcode: 'Código postal',
    choose: 'Elija...',
  },
  addHint:
    'Escriba o pegue una o más direcciones de correo electrónico, separadas por comas, espacios o saltos de línea.',
  addTo: {
    owners: 'Agregar propietarios',
    fieldWorkers: 'Agregar empleados',
  },
  invalidChip: 'Correo electrónico no válido',
  removeChip: (email: string): string => `Quitar ${email}`,
  chipsAnnounced: (valid: number, invalid: number): string =>
    invalid === 0
      ? `${addresses(valid)} para agregar.`
      : `${addresses(valid)} para agregar, ${invalid} no ${invalid === 1 ? 'válida' : 'válidas'}.`,
  deleteRow: (email: string): string => `Eliminar ${email}`,
  personCallShort: { adding: 'Agregando…', deleting: 'Eliminando…' },
  personCall: {
    adding: (email: string): string => `Agregando ${email}…`,
    deleting: (email: string): string => `Eliminando ${email}…`,
  },
  sendTo: (email: string): string => `Enviar el enlace del envío a ${email}`,
  sending: (email: string): string => `Enviando el enlace a ${email}`,
  notSent: 'No enviado',
  singleOwnerHint: 'Para este negocio solo figura el propietario principal.',
  linksSent: (emails: readonly string[]): string => `Enlaces enviados a ${emails.join(', ')}.`,
  linksFailed: (emails: readonly string[]): string =>
    `No se pudo llegar a estas direcciones: ${emails.join(', ')}. Revíselas y vuelva a enviar.`,
  submitBlocked: {
    'nothing-to-submit': 'Este caso no tiene nada que enviar.',
    address: 'Ingrese la dirección del negocio para continuar.',
    owners: 'Agregue un propietario del negocio para continuar.',
    fieldWorkers: 'Agregue al menos un empleado para continuar.',
    submitting: 'Enviando...',
    sent: 'Se envió la información de su negocio.',
  },
  timeline: 'Progreso de la solicitud',
  progress: 'Progreso general',
  progressValue: (percent: number): string => `${percent}%`,
  help: 'Ayuda',
  helpFor: (topic: string): string => ` sobre ${topic}`,
  redirect: {
    title: 'Abriendo su envío',
    message: 'Lo estamos llevando a la página de su propio envío.',
    link: 'Ir a su envío',
  },
  ownSubmission: {
    text: 'Su propia verificación de antecedentes aún espera su información.',
    button: 'Continuar con su propio envío',
  },
  resumeMessage: 'Necesitamos más información suya para completar su envío.',
  ownerConfirmationTitle: (email: string): string => `¿Es ${email} propietario del negocio y no empleado?`,
  complete: 'Esta solicitud está terminada; el formulario ya no se puede modificar.',
};
