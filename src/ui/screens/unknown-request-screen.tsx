import { LINK_EXPIRED } from '../../domain/errors/error-catalogue';
import { Page } from '../shell/page';

/** The link-expired page (spec 000 §2 /unknown-request). */
export function UnknownRequestScreen() {
  return (
    <Page route="unknown-request" heading={LINK_EXPIRED.heading} className="error-page">
      <p className="page__lead">{LINK_EXPIRED.message}</p>
    </Page>
  );
}
