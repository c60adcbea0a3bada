import { observer } from 'mobx-react-lite';
import type { VerifyingPhase } from '../../../../domain/documents/verifying-phase';
import { Spinner } from '../../../components/spinner';
import { UploadProgress } from '../../../capture/upload-progress';
import { ID_SCAN_TEXTS } from '../../../texts/id-scan-texts';

/**
 * While the scan is sent: the upload's progress bar, then, while the provider checks it, the
 * verifying phrase of the moment (spec 001 §4), in a polite live region so each change is read.
 */
export const SendingPanel = observer(function SendingPanel(props: {
  readonly sending: 'uploading' | 'verifying';
  readonly progress: number;
  readonly phase: VerifyingPhase | null;
}) {
  return (
    <div className="capture id-scan__sending">
      {props.sending === 'uploading' ? (
        <>
          <p className="capture__status">{ID_SCAN_TEXTS.submitting}</p>
          <UploadProgress fraction={props.progress} label={ID_SCAN_TEXTS.uploadLabel} />
        </>
      ) : (
        <Spinner label={ID_SCAN_TEXTS.verifying[props.phase ?? 'first']} />
      )}
    </div>
  );
});
