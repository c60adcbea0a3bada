import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import type { FileUploadViewModel } from '../../../../application/view-models/file-upload.view-model';
import { pickerAcceptOf } from '../../../../domain/documents/file-upload';
import { UploadProgress } from '../../../capture/upload-progress';
import { UPLOAD_TEXTS } from '../../../texts/upload-texts';
import type { FieldProps } from '../../field-props';
import { FileDropZone } from './file-drop-zone';
import { UploadList } from './upload-list';
import './upload.css';

/**
 * The picker (drop zone or tap button), the preview list and, while the answer is sent, the upload
 * progress bar; shared by the file question and the certificate of insurance.
 */
export const UploadFiles = observer(function UploadFiles(props: FieldProps & { readonly upload: FileUploadViewModel }) {
  const { upload, screen, mobile, idPrefix } = props;
  const images = upload.accept === 'images';
  const picker = useRef<HTMLInputElement>(null);
  const focusPicker = useCallback(() => picker.current?.focus(), []);
  const label = mobile
    ? images
      ? UPLOAD_TEXTS.tapImages
      : UPLOAD_TEXTS.tapFiles
    : images
      ? UPLOAD_TEXTS.dropImages
      : UPLOAD_TEXTS.dropFiles;
  return (
    <>
      {screen.submitting ? null : (
        <FileDropZone
          label={label}
          action={mobile ? undefined : UPLOAD_TEXTS.browse}
          hint={images ? UPLOAD_TEXTS.allowedImages : UPLOAD_TEXTS.allowedFiles}
          accept={pickerAcceptOf(upload.accept)}
          mobile={mobile}
          disabled={screen.submitting}
          inputRef={picker}
          onFiles={(files) => void upload.add(files.map((file) => ({ name: file.name, blob: file })))}
        />
      )}
      <UploadList
        items={upload.items}
        idPrefix={idPrefix}
        disabled={screen.submitting}
        onRemove={upload.remove}
        onEmptied={focusPicker}
      />
      {screen.submitting ? <UploadProgress fraction={screen.progress ?? 0} label={UPLOAD_TEXTS.uploadLabel} /> : null}
    </>
  );
});
