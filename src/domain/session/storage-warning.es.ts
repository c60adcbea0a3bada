import type { Translation } from '../language/translation';
import type { STORAGE_WARNING_TEXTS } from './storage-warning';

export const STORAGE_WARNING_TEXTS_ES: Translation<typeof STORAGE_WARNING_TEXTS> = {
  unavailable:
    'Su navegador no permite que este sitio conserve su sesión, por lo que si actualiza esta página perderá su progreso.',
};
