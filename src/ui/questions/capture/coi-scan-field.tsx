import { observer } from 'mobx-react-lite';
import { UPLOAD_TEXTS } from '../../texts/upload-texts';
import type { FieldProps } from '../field-props';
import { UploadFiles } from './file-upload/upload-files';
import { useUploadAnswer } from './file-upload/use-upload-answer';

/**
 * The certificate of insurance (`coi-scan`; spec 001 §3.3): the certificate's pages as files (a PDF,
 * or a picture per page), in the upload list of the file question, sent as the COI payload (a
 * CapturedDocument with its type, one page per file; FileUploadViewModel builds it).
 */
export const CoiScanField = observer(function CoiScanField(props: FieldProps) {
  const upload = useUploadAnswer(props);
  return (
    <div className="capture">
      <p className="capture__status">{UPLOAD_TEXTS.coiIntro}</p>
      <UploadFiles {...props} upload={upload} />
    </div>
  );
});
