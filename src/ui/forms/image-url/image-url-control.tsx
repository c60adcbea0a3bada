import { observer } from 'mobx-react-lite';
import { useRef, type FocusEvent } from 'react';
import { IMAGE_ACCEPT_ATTRIBUTE, canRemoveImage, type ImageFieldState } from '../../../domain/forms/image-url';
import { UPLOAD_MESSAGES } from '../../../domain/errors/question-messages';
import { FORM_LABELS } from '../../../domain/forms/messages';
import { describedBy } from '../../components/field-message';
import { CHOICE_CONTROL_TEXTS } from '../../texts/choice-control-texts';
import type { ControlProps } from '../control-props';
import { focusLeaves } from '../focus-leaves';
import { useImagePreview } from './use-image-preview';
import { useImageReader, type ReadingState } from './use-image-reader';
import './image-url.css';

const statusText = (field: ImageFieldState, reading: ReadingState): string =>
  field === 'processing'
    ? FORM_LABELS.imageProcessing
    : reading === 'unreadable'
      ? CHOICE_CONTROL_TEXTS.imageUnreadable
      : reading === 'too-large'
        ? UPLOAD_MESSAGES.tooLarge
        : field === 'empty'
          ? FORM_LABELS.imageNone
          : CHOICE_CONTROL_TEXTS.imageLoaded;

/**
 * The image-url field (spec 001 §10.3, §10.5): its value is the data URL of the chosen image.
 * 'No file uploaded' and Upload while empty, 'Processing...' while the file is read, then a preview
 * and Replace; Remove only when the field is not required. The too-big error is the form's
 * (maxLength over the data URL's length), drawn by the field frame.
 *
 * The Upload/Replace button opens the picker (a visually hidden file input, out of the tab order);
 * it is named with the field's label and described by the field's state, which a status region
 * announces as it changes. The preview is an object URL, never the data URL (the policy refuses
 * data: images), and the value is never logged.
 * Spec is silent on when the field becomes touched: when focus leaves it, and once a chosen file
 * is read (so a too-big image says so at once) or the image is removed.
 */
export const ImageUrlControl = observer(function ImageUrlControl(props: ControlProps<string>) {
  const { id, labelId, value, onChange, onBlur, disabled, required, invalid } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);
  const reader = useImageReader();
  const preview = useImagePreview(value);
  const field: ImageFieldState = reader.state === 'processing' ? 'processing' : value === '' ? 'empty' : 'loaded';
  const statusId = `${id}-status`;
  const removeId = `${id}-remove`;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (focusLeaves(event)) onBlur();
  };
  const remove = () => {
    onChange('');
    onBlur();
    uploadButton.current?.focus();
  };

  return (
    <div className="image-url" onBlur={leave}>
      {field === 'loaded' && preview !== null && (
        <img className="image-url__preview" src={preview} alt={CHOICE_CONTROL_TEXTS.imagePreview} />
      )}
      <p
        id={statusId}
        role="status"
        className={field === 'loaded' && reader.state === 'idle' ? 'visually-hidden' : 'image-url__status'}
      >
        {statusText(field, reader.state)}
      </p>
      <div className="image-url__actions">
        <button
          ref={uploadButton}
          id={id}
          type="button"
          className="button button--secondary"
          aria-labelledby={`${id} ${labelId}`}
          aria-describedby={describedBy(statusId, props.describedBy)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          {field === 'empty' ? FORM_LABELS.imageUpload : FORM_LABELS.imageReplace}
        </button>
        {canRemoveImage(required) && field === 'loaded' && !disabled && (
          <button
            id={removeId}
            type="button"
            className="button button--secondary"
            aria-labelledby={`${removeId} ${labelId}`}
            onClick={remove}
          >
            {CHOICE_CONTROL_TEXTS.removeImage}
          </button>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        className="visually-hidden"
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is a change too.
          event.target.value = '';
          reader.read(file, (dataUrl) => {
            onChange(dataUrl);
            onBlur();
          });
        }}
      />
    </div>
  );
});
