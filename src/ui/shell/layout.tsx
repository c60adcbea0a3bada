import { observer } from 'mobx-react-lite';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { Navigator } from '../../application/ports/navigator.port';
import { NAVIGATOR } from '../../application/ports/navigator.port';
import type { PartnerProfile } from '../../application/ports/partner-profile.port';
import { PARTNER_PROFILE } from '../../application/ports/partner-profile.port';
import { partnerColour as askPartnerColour } from '../../application/use-cases/partner-colour.use-case';
import { DeviceViewModel } from '../../application/view-models/device.view-model';
import { InterviewStore } from '../../application/view-models/interview.store';
import { SnackbarViewModel } from '../../application/view-models/snackbar.view-model';
import { brandColour } from '../../domain/branding/brand-colour';
import { useInstance } from '../app/resolver';
import { DEFAULT_MODAL_TARGET } from '../components/modal-target';
import { SHELL_TEXTS } from '../texts/shell-texts';
import { Header } from './header';
import { PoweredByFooter } from './powered-by-footer';
import { SnackbarHost } from './snackbar-host';

/**
 * The frame of every page: skip link, header, main, footer, snackbar and the modal target. The
 * brand colour becomes the --brand custom property (decorative accents only, so text contrast
 * never depends on it): the partner's, asked once per page load, wins over the issuer's (domain
 * brandColour). The mobile detection (DeviceViewModel: user agent or no
 * hover) is the root's data-layout, 'mobile' or 'desktop', which the stylesheet reads instead of
 * guessing the device from the screen width.
 */
export const Layout = observer(function Layout({ children }: { children: ReactNode }) {
  const interview = useInstance(InterviewStore);
  const device = useInstance(DeviceViewModel);
  const profile = useInstance<PartnerProfile>(PARTNER_PROFILE);
  const navigator = useInstance<Navigator>(NAVIGATOR);
  const snackbar = useInstance(SnackbarViewModel);
  const [partnerColour, setPartnerColour] = useState<string | null>(null);
  useEffect(
    () => void askPartnerColour(profile, navigator.location().host).then(setPartnerColour),
    [profile, navigator],
  );
  const colour = brandColour(partnerColour, interview.issuer?.primaryColor);
  const style = colour ? ({ '--brand': colour } as CSSProperties) : undefined;
  // The navigation-blocked guard (spec 000 §2). Spec is silent on what sets the flag: a submission
  // or a business save in flight, the moment the leave-page warning is armed, so neither an in-app
  // link, the logout (data-leaves), nor Back or Forward (the navigator refuses those) can abandon
  // it. Spec is silent on telling the user: a snackbar says why the page stays (ours), read as it
  // shows, so it follows a language switch.
  const refuse = useCallback(() => snackbar.show(() => SHELL_TEXTS.stayWhileSending), [snackbar]);
  useEffect(() => {
    navigator.onRefusedMove(refuse);
    return () => navigator.onRefusedMove(null);
  }, [navigator, refuse]);
  const blockLinks = (event: MouseEvent) => {
    if (!navigator.guarded()) return;
    const leaving = event.target instanceof Element ? event.target.closest('a[href^="/"],[data-leaves]') : null;
    if (leaving === null) return;
    event.preventDefault();
    event.stopPropagation();
    refuse();
  };
  return (
    <div className="app" data-layout={device.mobile ? 'mobile' : 'desktop'} style={style} onClickCapture={blockLinks}>
      <a className="skip-link" href="#main">
        {SHELL_TEXTS.skipToContent}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <PoweredByFooter />
      <SnackbarHost />
      <div id={DEFAULT_MODAL_TARGET} />
    </div>
  );
});
