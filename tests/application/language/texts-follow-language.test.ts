import { err } from '../../../src/domain/shared/result';
import { LanguageStore } from '../../../src/application/view-models/language.store';
import { autorun, isObservableProp, makeObservable, observableRef, runInAction } from 'mobx';
import { ChatViewModel } from '../../../src/application/view-models/chat.view-model';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { BUSINESS_MESSAGES } from '../../../src/domain/business/messages';
import { BUSINESS_CATALOGUES } from '../../../src/domain/language/catalogues/business';
import { BUSINESS_CATALOGUES_ES } from '../../../src/domain/language/catalogues/business.es';
import type { Catalogues } from '../../../src/domain/language/translation';
import { applyTexts } from '../../../src/domain/language/translation';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeIds } from '../fakes/fake-ids';
import { FakeInterviewService } from '../fakes/fake-interview-service';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';

/** As the browser's language store does: every key an observable reference. */
function observeTexts(catalogues: Catalogues): void {
  for (const texts of Object.values(catalogues)) {
    const keys = Object.keys(texts).filter((key) => !isObservableProp(texts, key));
    if (keys.length > 0) makeObservable(texts, Object.fromEntries(keys.map((key) => [key, observableRef])));
  }
}

observeTexts(BUSINESS_CATALOGUES);
const switchTo = (texts: Parameters<typeof applyTexts<typeof BUSINESS_CATALOGUES>>[1]) =>
  runInAction(() => applyTexts(BUSINESS_CATALOGUES, texts));
afterEach(() => switchTo('en'));

describe('texts the view models show follow a language switch (issue 28)', () => {
  it('reads a snackbar given as a catalogue text again when the language changes, also while it shows', () => {
    const snackbar = new SnackbarViewModel(new FakeTime());
    snackbar.show(() => BUSINESS_MESSAGES.duplicateEmail);
    const shown: (string | undefined)[] = [];
    const stop = autorun(() => shown.push(snackbar.current?.message));

    switchTo(BUSINESS_CATALOGUES_ES);
    stop();

    expect(shown).toEqual(['This e-mail address is already used', 'Este correo electrónico ya está en uso']);
  });

  it('drops a repeat of the message on screen whatever way it was given', () => {
    const snackbar = new SnackbarViewModel(new FakeTime());
    snackbar.show(() => BUSINESS_MESSAGES.duplicateEmail);
    snackbar.show('This e-mail address is already used');
    expect(snackbar.queue).toHaveLength(1);
  });

  it("shows Evie's welcome in the language of the moment, not in the one it was added in", () => {
    const ids = new FakeIds();
    const time = new FakeTime();
    const chat = new ChatViewModel(
      new FakeInterviewService(),
      new FakeSessionStore(),
      ids,
      time,
      time,
      settingsOf({ chatbotId: 'bot-1' }),
      new LanguageStore({ load: async () => err('unavailable') }, new FakeSessionStore(), new SnackbarViewModel(time)),
    );
    chat.openChat();
    const welcome = chat.messages[0]!;
    expect(chat.displayed(welcome).text).toBe("Hey there! I'm Evie. Your virtual assistant. How can I help?");

    switchTo(BUSINESS_CATALOGUES_ES);

    expect(chat.displayed(welcome).text).toBe('¡Hola! Soy Evie, su asistente virtual. ¿En qué puedo ayudarle?');
  });
});
