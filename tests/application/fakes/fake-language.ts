import { LanguageStore } from '../../../src/application/view-models/language.store';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { ok } from '../../../src/domain/shared/result';
import { FakeSessionStore } from './fake-session-store';
import { FakeTime } from './fake-time';

/**
 * A language store whose other language brings no texts of the app's own: choosing Spanish changes
 * `language` and nothing else, so a test sees exactly what follows the language itself (the issuer's
 * and the questions' own texts), with the app's catalogues left in English.
 */
export const languageStoreOf = (time: FakeTime = new FakeTime()): LanguageStore =>
  new LanguageStore({ load: async () => ok({}) }, new FakeSessionStore(), new SnackbarViewModel(time));
