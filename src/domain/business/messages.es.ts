import type { Translation } from '../language/translation';
import type { BUSINESS_MESSAGES } from './messages';

/** Spanish twin of BUSINESS_MESSAGES (glossary: src/ui/texts/GLOSSARY.es.md). */
export const BUSINESS_MESSAGES_ES: Translation<typeof BUSINESS_MESSAGES> = {
  submitAndContinue: 'Enviar y continuar al siguiente paso',
  steps: {
    collect: 'Recopilar la información de los solicitantes',
    processing: 'Procesar las verificaciones de antecedentes',
    results: 'Resultados enviados a Google',
    canceled: 'Solicitud cancelada',
  },
  learnMore: 'Más información',
  singleOwnerSection: 'propietario(s) del negocio',
  emailLinksToAll: 'Enviar por correo los enlaces de envío a todos',
  columns: {
    email: 'Correo electrónico',
    submissionStatus: 'Estado del envío',
    emailLink: 'Enlace por correo',
    delete: 'Eliminar',
  },
  submissionStatus: {
    pending: 'Envío pendiente',
    submitted: 'Envío recibido',
  },
  send: 'Enviar',
  sent: '¡Enviado!',
  primaryMark: '- PRINCIPAL',
  primaryOwnerTooltip: 'El propietario principal del negocio no se puede quitar de la lista',
  cannotDeletePrimaryOwner: 'No puede eliminar al propietario principal del negocio',
  duplicateEmail: 'Este correo electrónico ya está en uso',
  addLabels: {
    ownerOrPartner: 'Agregar nuevo propietario del negocio o socio principal',
    owner: 'Agregar nuevo propietario del negocio',
    employee: 'Agregar nuevo empleado',
  },
  // Read after '¿Es {email} ...?' (the confirmation's title), as the English after 'Is {email} ...?'.
  ownerConfirmation: {
    question: 'un propietario del negocio y no un empleado',
    owner: 'Propietario del negocio',
    employee: 'Empleado',
  },
  resume: {
    title: 'Haga clic en "Continuar" para reanudar su envío',
    continueLater: 'Continuar más tarde',
    continue: 'Continuar',
  },
  immediateCase: 'Estamos trabajando en su solicitud',
  leaveWithUnsentEdits: 'Sus cambios aún no se han enviado. ¿Desea salir de la página y perderlos?',
};
