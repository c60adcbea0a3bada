import type { Translation } from '../../domain/language/translation';
import type { FORM_TEXTS } from './form-texts';

/** FORM_TEXTS in Spanish (glossary: GLOSSARY.es.md). */
export const FORM_TEXTS_ES: Translation<typeof FORM_TEXTS> = {
  errorSummary: 'Hay un problema',
  itemOf: (position: number, count: number): string => `Elemento ${position} de ${count}`,
  inList: (words: string, list: string): string => `${words} en ${list}`,
  item: (position: number): string => `Elemento ${position}`,
  deleteItem: (label: string): string => `Eliminar ${label}`,
  removeObject: (title: string): string => `Quitar ${title}`,
  restoreObject: (title: string): string => `Agregar ${title}`,
  addNeedsValidItems: 'Complete los elementos anteriores antes de agregar otro.',
  addAtMost: (max: number): string => `Puede agregar como máximo ${max} ${max === 1 ? 'elemento' : 'elementos'}.`,
  deleteAtLeast: (min: number): string =>
    min === 1 ? 'Se necesita al menos 1 elemento.' : `Se necesitan al menos ${min} elementos.`,
  locked: 'Bloqueado',
  phoneCountry: 'País',
  leaveWithUnsentEdits: 'Sus cambios en este formulario aún no se han enviado. ¿Desea salir de la página y perderlos?',
  choose: 'Seleccione...',
};
