import { observer } from 'mobx-react-lite';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import { InterviewStore } from '../../application/view-models/interview.store';
import { OverviewViewModel } from '../../application/view-models/overview.view-model';
import type { Resolver } from '../app/resolver';
import { useInstance, useResolver } from '../app/resolver';
import { SHELL_TEXTS } from '../texts/shell-texts';
import { LanguageSwitch } from './language-switch';

/**
 * The logout, whose code loads on the click: the start bundle carries only this import. Spec is
 * silent on a logout whose code cannot load (offline): nothing happens and the control stays, as
 * DELETE /auth could not have been sent either.
 */
const logOut = (resolver: Resolver): Promise<void> =>
  import('../../application/use-cases/logout.use-case').then(
    (chunk) => resolver.get(chunk.LogoutUseCase).logOut(),
    () => undefined,
  );

/**
 * The page header: the issuer's logo (wordmark) when it has one the app may draw, else its display name, else the
 * brand name while no issuer is known; and the logout control for users in the local-services
 * flow (spec 000 §2) and for applicants, who log out too (spec 000 §6), whenever the page has a session;
 * and the language control (issue 28) on every page.
 */
export const Header = observer(function Header() {
  const interview = useInstance(InterviewStore);
  const resolver = useResolver();
  const settings = useInstance<AppSettings>(APP_SETTINGS);
  const issuer = interview.issuer;
  const logo = useInstance(OverviewViewModel).logo;
  return (
    <header className="header">
      <div className="header__brand">
        {issuer && logo ? (
          <img className="header__logo" src={logo} alt={SHELL_TEXTS.logoOf(issuer.displayName)} />
        ) : (
          <span className="header__name">{issuer?.displayName ?? settings.brandName}</span>
        )}
      </div>
      {/* The language control last: the logout appears with the session, and beside it, not
          before it, the control does not move under the reader's finger (no layout shift). */}
      <div className="header__controls">
        {interview.session !== null ? (
          // data-leaves: refused like a link while a submission is under way (Layout).
          <button type="button" className="button button--secondary" data-leaves onClick={() => void logOut(resolver)}>
            {SHELL_TEXTS.logout}
          </button>
        ) : null}
        <LanguageSwitch />
      </div>
    </header>
  );
});
