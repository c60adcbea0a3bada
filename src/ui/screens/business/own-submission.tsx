import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { BusinessCaseViewModel } from '../../../application/view-models/business-case.view-model';
import { BUSINESS_TEXTS } from '../../texts/business-texts';

/**
 * 'Continue to your own submission', offered whenever spec 000 §4 allows the transition (not
 * complete, a transition address, the user's own e-mail still pending), so an owner who chose
 * 'Continue later', or who comes back to the form another day, can still reach their own check.
 * Not while an immediate case moves on by itself or the browser is already on its way. Before the
 * form is sent it is a secondary button: 'Submit and continue to the next step' is the main step
 * then (and leaving with unsent edits asks first, see BusinessCaseViewModel.leaveWarning).
 *
 * 'Continue later' in the resume dialog closes it; the control that had focus before it opened
 * (the submit button) is gone by then, so focus comes here: the same step, offered for later.
 */
export const OwnSubmission = observer(function OwnSubmission({ form }: { readonly form: BusinessCaseViewModel }) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOffered = useRef(form.resumeOffered);
  const shown = form.canTransition && form.redirectingTo === null && !form.immediate;
  useEffect(() => {
    const closed = wasOffered.current && !form.resumeOffered;
    wasOffered.current = form.resumeOffered;
    if (closed && form.redirectingTo === null) button.current?.focus();
  }, [form.resumeOffered, form.redirectingTo]);
  if (!shown) return null;
  return (
    <div className="business-own">
      <p className="business-own__text">{BUSINESS_TEXTS.ownSubmission.text}</p>
      <button
        ref={button}
        type="button"
        className={form.sent ? 'button button--primary' : 'button button--secondary'}
        onClick={() => form.transition()}
      >
        {BUSINESS_TEXTS.ownSubmission.button}
      </button>
    </div>
  );
});
