import { observer } from 'mobx-react-lite';
import type { FieldProps } from '../field-props';
import { UploadFiles } from './file-upload/upload-files';
import { useUploadAnswer } from './file-upload/use-upload-answer';

/**
 * The document upload question (`file`, metadata inputType file or image; spec 001 §2.1 'Document
 * upload', §5.12): drag and drop on a desktop, tap to choose on a phone, the preview list with
 * Remove, and the frame's submit button sends the list as one CapturedDocument (FileUploadViewModel
 * has the rules). A question whose inputType is 'image' takes images only (domain uploadAcceptOf).
 */
export const FileUploadField = observer(function FileUploadField(props: FieldProps) {
  const upload = useUploadAnswer(props);
  return (
    <div className="capture">
      <UploadFiles {...props} upload={upload} />
    </div>
  );
});
