import { act, render, screen } from '@testing-library/react';
import { isObservableProp, makeObservable, observableRef, runInAction } from 'mobx';
import { APP_SETTINGS } from '../../../src/application/ports/app-settings.port';
import { applyTexts } from '../../../src/domain/language/translation';
import type { Resolver } from '../../../src/ui/app/resolver';
import { ResolverProvider } from '../../../src/ui/app/resolver';
import { SafeHtml } from '../../../src/ui/components/safe-html';
import { ISSUER_HTML_TEXTS } from '../../../src/ui/texts/issuer-html-texts';
import { ISSUER_HTML_TEXTS_ES } from '../../../src/ui/texts/issuer-html-texts.es';

// The sanitiser writes '(opens in a new tab)' into issuer HTML: a language switch (issue 28) must
// sanitise it again, though the issuer's HTML itself has not changed.

beforeAll(() => {
  const keys = Object.keys(ISSUER_HTML_TEXTS).filter((key) => !isObservableProp(ISSUER_HTML_TEXTS, key));
  makeObservable(ISSUER_HTML_TEXTS, Object.fromEntries(keys.map((key) => [key, observableRef])));
});

const CATALOGUES = { ISSUER_HTML_TEXTS };
const speak = (language: 'en' | 'es') =>
  act(() =>
    runInAction(() => applyTexts(CATALOGUES, language === 'en' ? 'en' : { ISSUER_HTML_TEXTS: ISSUER_HTML_TEXTS_ES })),
  );

afterEach(() => speak('en'));

const resolver: Resolver = {
  get: <T,>(token: unknown) => (token === APP_SETTINGS ? { imageOrigins: [] } : undefined) as T,
};

describe('issuer HTML in another language', () => {
  it("says a web link opens in a new tab in the language shown, the issuer's words unchanged", () => {
    render(
      <ResolverProvider resolver={resolver}>
        <SafeHtml html={'<p>Read the <a href="https://example.com/terms">terms</a>.</p>'} />
      </ResolverProvider>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('terms (opens in a new tab)');

    speak('es');
    expect(screen.getByRole('link')).toHaveTextContent('terms (se abre en una pestaña nueva)');

    speak('en');
    expect(screen.getByRole('link')).toHaveTextContent('terms (opens in a new tab)');
  });
});
