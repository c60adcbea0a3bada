import { observer } from 'mobx-react-lite';
import { errorText } from '../../domain/errors/error-catalogue';
import { Page } from '../shell/page';

/** The link-expired page (spec 000 §2 /unknown-request). */
export const UnknownRequestScreen = observer(function UnknownRequestScreen() {
  const text = errorText('unknown-request');
  return (
    <Page route="unknown-request" heading={text.heading} className="error-page">
      <p className="page__lead">{text.message}</p>
    </Page>
  );
});
