import type { ChangeEvent } from 'react';
import { useId } from 'react';

/**
 * The native file picker for one photo, drawn as a button. The input itself stays in the page
 * (visually hidden, still focusable), so the keyboard and screen readers reach it as a file
 * input with this label. The same file can be chosen twice in a row (the input is cleared).
 * With `capture`, a phone opens its own camera app on that side instead of the gallery.
 */
export function PhotoPicker(props: {
  readonly label: string;
  readonly onPick: (file: File) => void;
  readonly primary?: boolean;
  readonly disabled?: boolean;
  readonly capture?: 'environment' | 'user';
  /** The id of the message about the last photo refused, so choosing again says why (a HEIC, too large). */
  readonly describedBy?: string;
}) {
  const id = useId();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file !== undefined) props.onPick(file);
  };
  return (
    <label
      htmlFor={id}
      className={`button ${props.primary === true ? 'button--primary' : 'button--secondary'} photo-picker`}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        capture={props.capture}
        className="visually-hidden"
        onChange={pick}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
      />
      {props.label}
    </label>
  );
}
