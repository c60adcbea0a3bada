import { observer } from 'mobx-react-lite';
import { Page } from '../shell/page';
import { SCREEN_TEXTS } from '../texts/screen-texts';

/**
 * Where an applicant lands after 'Log out' (ours: spec 000 §6 names the logout, not the page): the
 * session ended and the original link brings them back. The link itself is not shown: it is what
 * lets a person in, and a logout on a shared computer must not leave it on screen for the next one.
 */
export const LoggedOutScreen = observer(function LoggedOutScreen() {
  return (
    <Page route="logged-out" heading={SCREEN_TEXTS.loggedOut.heading}>
      <p className="page__lead">{SCREEN_TEXTS.loggedOut.message}</p>
    </Page>
  );
});
