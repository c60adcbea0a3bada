import { observer } from 'mobx-react-lite';
import { createPortal } from 'react-dom';
import { SnackbarViewModel } from '../../application/view-models/snackbar.view-model';
import { useInstance } from '../app/resolver';
import { SNACKBAR_REGION } from '../components/snackbar-region';
import { SHELL_TEXTS } from '../texts/shell-texts';

/**
 * The snackbar (spec 000 §2): one message at a time from the queue; it closes itself after 4000 ms
 * unless permanent (not while the pointer rests on it), and a permanent one has a close button. A failure is announced at once
 * (alert), a success politely (status). The message element carries the role itself, so no empty
 * alert sits on the page between messages; an element inserted with role alert is announced.
 */
export const SnackbarHost = observer(function SnackbarHost() {
  const snackbar = useInstance(SnackbarViewModel);
  const current = snackbar.current;
  return createPortal(
    <div className={SNACKBAR_REGION}>
      {current ? (
        <div
          className={current.success ? 'snackbar snackbar--success' : 'snackbar'}
          role={current.success ? 'status' : 'alert'}
          onPointerEnter={snackbar.hold}
          onPointerLeave={snackbar.release}
        >
          <span className="snackbar__message">{current.message}</span>
          {current.permanent ? (
            <button type="button" className="icon-button snackbar__close" onClick={snackbar.dismiss}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{SHELL_TEXTS.close}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>,
    document.body,
  );
});
