import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { InAppBrowserViewModel } from '../../application/view-models/in-app-browser.view-model';
import { IN_APP_BROWSER_TEXTS as TEXTS } from '../../domain/capture/in-app-browser-texts';
import { useInstance } from '../app/resolver';
import { CopyableLink } from './copyable-link';

/**
 * Said above a capture question in a browser built into another app (InAppBrowserViewModel): the
 * camera may not work here, how to open the interview in Safari or Chrome instead (the link to
 * copy), and that the camera can still be tried and the photo picker stays. Nothing in a browser
 * of its own. A note, not an alert: it is there on arrival, read in the page's order.
 */
export const InAppBrowserNotice = observer(function InAppBrowserNotice({ idPrefix }: { readonly idPrefix: string }) {
  const model = useInstance(InAppBrowserViewModel);
  const headingId = useId();
  const browser = model.browser;
  if (browser === null) return null;
  return (
    <section className="alert alert--warning in-app-browser" aria-labelledby={headingId}>
      <h2 id={headingId} className="alert__heading">
        {TEXTS.heading(browser)}
      </h2>
      {model.link === null ? (
        <p>{TEXTS.withoutLink}</p>
      ) : (
        <>
          <h3>{TEXTS.openHeading(model.system)}</h3>
          <p>{TEXTS.openIn(model.system)}</p>
          <CopyableLink
            link={model.link}
            id={`${idPrefix}-in-app-link`}
            texts={{ label: TEXTS.linkLabel, copy: TEXTS.copy, copied: TEXTS.copied, copyFailed: TEXTS.copyFailed }}
          />
          <p>{TEXTS.stillTry}</p>
        </>
      )}
    </section>
  );
});
