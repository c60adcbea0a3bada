import { useState } from 'react';
import { canRemoveImage, IMAGE_ACCEPT_ATTRIBUTE, isAcceptedImageType } from '../../../domain/forms/image-url';
import { FORM_LABELS } from '../../../domain/forms/messages';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { ControlProps } from '../control-props';

const readDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('file not read'));
    reader.readAsDataURL(file);
  });

/**
 * The image-url field's plain control until its own lands (spec 001 §10.3, §10.5): a file input
 * taking .jpeg .jpg .png .svg, storing the file's data URL; files of other types are silently
 * ignored. 'Processing...' while the file is read, 'No file uploaded' while empty, and a remove
 * button only when the field is not required. Spec is silent on a file that cannot be read: it is
 * ignored like a file of another type. No preview here: the content security policy's img-src
 * does not allow data: addresses (the image control shows one through a blob: address).
 */
export function ImageFileControl(props: ControlProps<string>) {
  const { id, value, onChange, onBlur, disabled, required, invalid, describedBy } = props;
  const [processing, setProcessing] = useState(false);
  const pick = async (file: File | undefined) => {
    if (file === undefined || !isAcceptedImageType(file.type)) return;
    setProcessing(true);
    try {
      onChange(await readDataUrl(file));
    } catch {
      // Not read: ignored, as a file of another type.
    } finally {
      setProcessing(false);
      onBlur();
    }
  };
  return (
    <div className="form-image">
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        onChange={(event) => void pick(event.target.files?.[0])}
        onBlur={onBlur}
        disabled={disabled || processing}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <p className="field__hint" aria-live="polite">
        {processing ? FORM_LABELS.imageProcessing : value === '' ? FORM_LABELS.imageNone : null}
      </p>
      {value !== '' && canRemoveImage(required) && !disabled ? (
        <button type="button" className="button button--secondary" onClick={() => onChange('')}>
          {FORM_TEXTS.removeImage}
        </button>
      ) : null}
    </div>
  );
}
