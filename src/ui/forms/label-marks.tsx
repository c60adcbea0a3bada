import { observer } from 'mobx-react-lite';
import { FORM_LABELS } from '../../domain/forms/messages';
import { LockIcon } from '../components/icons/lock-icon';
import { FORM_TEXTS } from '../texts/form-texts';

/**
 * What follows a field's label: the required marker (an asterisk for the eye, '(Required)' for
 * screen readers; spec 001 §10.4) and the lock icon of role-based access (§10.2).
 */
export const LabelMarks = observer(function LabelMarks({
  marked,
  locked,
}: {
  readonly marked: boolean;
  readonly locked: boolean;
}) {
  return (
    <>
      {marked ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> {FORM_LABELS.required}</span>
        </>
      ) : null}
      {locked ? (
        <>
          {' '}
          <LockIcon label={FORM_TEXTS.locked} />
        </>
      ) : null}
    </>
  );
});
