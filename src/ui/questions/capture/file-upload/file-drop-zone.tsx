import type { ChangeEvent, DragEvent, Ref } from 'react';
import { useEffect, useId, useState } from 'react';

/**
 * Where files are given: on a desktop a drop zone that takes dropped files and is itself the label
 * of a real file input (visually hidden, still focusable), so the keyboard and screen readers
 * reach it as a file input named by the zone's words; on a phone a plain 'Tap to choose' button
 * of the same input. Several files at once; the same file can be chosen again (the input is
 * cleared after each pick).
 */
export function FileDropZone(props: {
  readonly label: string;
  /** On a desktop, the words after the label drawn as a link ('browse'): clicking anywhere opens the picker. */
  readonly action?: string;
  readonly hint: string;
  /** The picker's `accept` (a dropped file of another type still comes through, and is judged). */
  readonly accept: string;
  readonly mobile: boolean;
  readonly disabled: boolean;
  readonly onFiles: (files: readonly File[]) => void;
  /** The file input, for the list to return the focus to when its last file is removed. */
  readonly inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [over, setOver] = useState(false);
  // A file dropped beside the zone would make the browser open it in place of the app, and the list
  // (and every answer not yet sent) would be gone: such drops are ignored while the zone shows.
  useEffect(() => {
    if (props.mobile) return;
    const ignore = (event: globalThis.DragEvent) => {
      if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, [props.mobile]);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) props.onFiles(files);
  };
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!props.disabled) setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (!props.disabled && files.length > 0) props.onFiles(files);
  };
  const input = (
    <input
      ref={props.inputRef}
      id={id}
      type="file"
      multiple
      accept={props.accept}
      className="visually-hidden"
      aria-describedby={hintId}
      onChange={pick}
      disabled={props.disabled}
    />
  );
  return (
    <div className="file-drop">
      {props.mobile ? (
        <label htmlFor={id} className="button button--primary photo-picker file-drop__tap">
          {input}
          {props.label}
        </label>
      ) : (
        <label
          htmlFor={id}
          className={`file-drop__zone${over ? ' file-drop__zone--over' : ''}${props.disabled ? ' file-drop__zone--disabled' : ''}`}
          onDragEnter={dragOver}
          onDragOver={dragOver}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          {input}
          <svg className="file-drop__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3 6 9h4v6h4V9h4zM5 18h14v2H5z" fill="currentColor" />
          </svg>
          <span className="file-drop__text">
            {props.label}
            {props.action === undefined ? null : (
              <>
                {' '}
                <span className="file-drop__browse">{props.action}</span>
              </>
            )}
          </span>
        </label>
      )}
      <p id={hintId} className="file-drop__hint">
        {props.hint}
      </p>
    </div>
  );
}
