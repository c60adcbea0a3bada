import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LanguageStore } from '../../application/view-models/language.store';
import { LANGUAGE_NAMES } from '../../domain/language/language';
import { useInstance } from '../app/resolver';

/**
 * The header's language control (issue 28): the other language, named in itself ('Español' on an
 * English page, 'English' on a Spanish one) and marked with its `lang`, so a screen reader says it
 * in that language. It switches at once and keeps what was typed (LanguageStore). The page's
 * `<html lang>` follows the language shown, for screen readers' voices and the browser's hyphenation.
 */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const store = useInstance(LanguageStore);
  const { language, other } = store;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <button type="button" className="header__language" lang={other} onClick={() => void store.choose(other)}>
      {LANGUAGE_NAMES[other]}
    </button>
  );
});
