import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import type { UploadItem } from '../../../../application/view-models/file-upload.view-model';
import { formatFileSize } from '../../../../domain/documents/file-size';
import { useAnnouncedError } from '../../../components/field-message';
import { UPLOAD_TEXTS } from '../../../texts/upload-texts';
import { usePhotoUrl } from '../captured-photo';

/**
 * The preview list: a thumbnail of the processed JPEG for an image, the name and size for a PDF or
 * text file, the state of each (preparing, or why it cannot be sent), and a Remove button named for
 * its file. A status line above says how many are ready, politely, as files finish.
 *
 * A removed file's button goes with it: the keyboard's focus moves to the Remove button now in its
 * place (or the one before it), and to `onEmptied`'s choice (the picker) when the list is empty, so
 * it is never dropped to the top of the page.
 */
export const UploadList = observer(function UploadList(props: {
  readonly items: readonly UploadItem[];
  readonly idPrefix: string;
  readonly disabled: boolean;
  readonly onRemove: (id: number) => void;
  readonly onEmptied: () => void;
}) {
  const { items, onEmptied } = props;
  const list = useRef<HTMLUListElement>(null);
  // The row index whose Remove button takes the focus once the removal shows.
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.upload-list__remove') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next === undefined) onEmptied();
    else next.focus();
  }, [items, onEmptied]);
  const remove = (id: number) => {
    focusAt.current = items.findIndex((item) => item.id === id);
    props.onRemove(id);
  };
  const preparing = items.filter((item) => item.state.kind === 'processing').length;
  const ready = items.filter((item) => item.state.kind === 'ready').length;
  return (
    <div className="upload-list">
      <p className="capture__status" role="status">
        {items.length === 0 ? '' : UPLOAD_TEXTS.summary(ready, preparing)}
      </p>
      {items.length === 0 ? null : (
        <ul ref={list} className="upload-list__items" aria-label={UPLOAD_TEXTS.listLabel}>
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              messageId={`${props.idPrefix}-upload-${item.id}`}
              disabled={props.disabled}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
    </div>
  );
});

const UploadRow = observer(function UploadRow(props: {
  readonly item: UploadItem;
  readonly messageId: string;
  readonly disabled: boolean;
  readonly onRemove: (id: number) => void;
}) {
  const { item } = props;
  const image = item.state.kind === 'ready' ? item.state.image : null;
  const url = usePhotoUrl(image);
  // Formatted at render, not memoised: the size's words follow the page's language.
  const size = formatFileSize(item.state.kind === 'ready' ? item.state.sizeBytes : item.sizeBytes);
  const refused = item.state.kind === 'refused' ? item.state.message : null;
  useAnnouncedError(props.messageId, refused, item.name);
  return (
    <li className={`upload-list__item${refused === null ? '' : ' upload-list__item--refused'}`}>
      {url === null ? (
        <span className="upload-list__icon" aria-hidden="true">
          {item.kind === 'image' ? '▣' : '▤'}
        </span>
      ) : (
        // Decorative: the file's name beside it says what it is.
        <img className="upload-list__thumb" src={url} alt="" />
      )}
      <span className="upload-list__details">
        <span className="upload-list__name">{item.name}</span>
        <span className="upload-list__meta">{item.state.kind === 'processing' ? UPLOAD_TEXTS.preparing : size}</span>
        {refused === null ? null : (
          <span id={props.messageId} className="field__error upload-list__error">
            {refused}
          </span>
        )}
      </span>
      <button
        type="button"
        className="button button--secondary upload-list__remove"
        aria-describedby={refused === null ? undefined : props.messageId}
        disabled={props.disabled}
        onClick={() => props.onRemove(item.id)}
      >
        {UPLOAD_TEXTS.remove}
        {/* Heard as 'Remove cv.pdf': which file it removes. */}
        <span className="visually-hidden"> {item.name}</span>
      </button>
    </li>
  );
});
