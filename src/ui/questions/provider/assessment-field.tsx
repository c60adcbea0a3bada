import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ErrorViewModel } from '../../../application/view-models/error.view-model';
import { ProviderLookupViewModel } from '../../../application/view-models/provider-lookup.view-model';
import type { ChargeAnswer } from '../../../domain/assessment/charge-answer';
import { ASSESSMENT_TEXTS } from '../../../domain/assessment/assessment-texts';
import type { ChargeNavigation } from '../../../domain/assessment/charge-navigation';
import {
  chargeLabel,
  chargeSubmitLabel,
  hasPreviousCharge,
  isLastCharge,
  nextCharge,
  previousCharge,
  showsChargeNavigator,
  submitCharge,
} from '../../../domain/assessment/charge-navigation';
import { validateCharge } from '../../../domain/assessment/charge-validity';
import { readChargeAnswer } from '../../../domain/assessment/read-charge-answer';
import { encodeChargeAssessment } from '../../../domain/encoding/charge-assessment';
import { submissionFor } from '../../../domain/encoding/submission';
import { displayDateText } from '../../../domain/shared/display-date';
import { useInstance } from '../../app/resolver';
import { Spinner } from '../../components/spinner';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import type { FieldProps } from '../field-props';
import { ChargeInputs } from './charge-inputs';
import { LoadFailure } from './load-failure';

/** What the assessment keeps in screen.value: every charge's answer and the page shown. */
export interface AssessmentValue {
  readonly index: number;
  readonly charges: readonly ChargeAnswer[];
}

/** The kept value, or null when there is none yet (the charges are then built from the offenses). */
export function assessmentValueOf(value: unknown): AssessmentValue | null {
  if (typeof value !== 'object' || value === null || !('charges' in value)) return null;
  const kept = value as { index?: unknown; charges: unknown };
  if (!Array.isArray(kept.charges)) return null;
  const charges: ChargeAnswer[] = [];
  for (const raw of kept.charges) {
    const read = readChargeAnswer(raw);
    if (!read.ok) return null;
    charges.push(read.value);
  }
  const index = typeof kept.index === 'number' && kept.index >= 0 && kept.index < charges.length ? kept.index : 0;
  return { index, charges };
}

/**
 * The individualized assessment (spec 001 §2.1, §3.4, §4, §5.15): one page per charge with the
 * charge's name and date, a Previous/Next navigator 'Charge N of M' when there is more than one,
 * and its own submit: 'Continue to the next charge' checks the page and moves on, 'Save' on the
 * last charge checks every charge and sends the list of charge answers.
 *
 * Spec is silent on several points, chosen here: Previous and Next move freely (no check), so an
 * applicant can look ahead; a charge's message shows once its page's submit was tried; Save with
 * an invalid earlier charge goes to that charge and shows its message. The answers live in
 * screen.value, so a failed send or a return to the question keeps them. The list is sent through
 * submitCaptured, as the 'charge' kind of the question view model checks and sends one charge only.
 */
export const AssessmentField = observer(function AssessmentField(props: FieldProps) {
  const { question, screen, idPrefix } = props;
  const lookup = useInstance(ProviderLookupViewModel);
  const error = useInstance(ErrorViewModel);
  const [tried, setTried] = useState<ReadonlySet<number>>(new Set());
  const value = assessmentValueOf(screen.value);

  useEffect(() => {
    void lookup.loadCharges();
  }, [lookup]);

  const ready = value === null && lookup.chargesStatus === 'loaded';
  useEffect(() => {
    if (ready) screen.changeValue({ index: 0, charges: lookup.charges });
  }, [ready, lookup, screen]);

  if (lookup.chargesStatus === 'error' && value === null) {
    return <LoadFailure onRetry={() => void lookup.loadCharges()} />;
  }
  if (value === null) return <Spinner />;
  if (value.charges.length === 0) return <p>{PROVIDER_FIELD_TEXTS.noCharges}</p>;

  const nav: ChargeNavigation = { index: value.index, count: value.charges.length };
  const charge = value.charges[nav.index];
  if (charge === undefined) return <Spinner />;
  const go = (to: ChargeNavigation) => screen.changeValue({ ...value, index: to.index });
  const update = (changed: ChargeAnswer) =>
    screen.changeValue({ ...value, charges: value.charges.map((c, i) => (i === nav.index ? changed : c)) });
  const verdict = validateCharge(charge);
  const message = tried.has(nav.index) && !verdict.valid ? verdict.message : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (screen.submitting) return;
    setTried(new Set([...tried, nav.index]));
    if (!verdict.valid) return;
    const outcome = submitCharge(nav);
    if (outcome.kind === 'next-charge') {
      go(outcome.navigation);
      return;
    }
    const encoded = encodeChargeAssessment(value.charges);
    if (!encoded.ok) {
      const firstInvalid = value.charges.findIndex((c) => !validateCharge(c).valid);
      setTried(new Set([...tried, nav.index, firstInvalid]));
      go({ ...nav, index: firstInvalid });
      return;
    }
    error.clear();
    void screen.submitCaptured(submissionFor(question, encoded.value));
  };

  const pageId = `${idPrefix}-charge-${nav.index}`;
  return (
    // Its own form (the frame draws none for a field that owns its submit), so Enter in an input
    // does what the page's button does.
    <form aria-labelledby={`${pageId}-heading`} className="assessment" onSubmit={onSubmit} noValidate>
      <h2 id={`${pageId}-heading`}>{charge.chargeName || ASSESSMENT_TEXTS.defaultChargeName}</h2>
      <dl className="assessment__charge">
        <dt>{PROVIDER_FIELD_TEXTS.chargeName}</dt>
        <dd>{charge.chargeName || ASSESSMENT_TEXTS.defaultChargeName}</dd>
        <dt>{PROVIDER_FIELD_TEXTS.chargeDate}</dt>
        <dd>{displayDateText(charge.chargeDate || ASSESSMENT_TEXTS.defaultChargeDate, 'question')}</dd>
      </dl>
      {showsChargeNavigator(nav) ? (
        <nav aria-label={PROVIDER_FIELD_TEXTS.chargeNavigator} className="assessment__navigator">
          <button
            type="button"
            className="button button--secondary"
            disabled={!hasPreviousCharge(nav)}
            onClick={() => go(previousCharge(nav))}
          >
            {ASSESSMENT_TEXTS.previous}
          </button>
          <span aria-live="polite">{chargeLabel(nav)}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={isLastCharge(nav)}
            onClick={() => go(nextCharge(nav))}
          >
            {ASSESSMENT_TEXTS.next}
          </button>
        </nav>
      ) : null}
      <ChargeInputs key={nav.index} id={pageId} charge={charge} onChange={update} error={message} />
      <button type="submit" className="button button--primary" disabled={screen.submitting}>
        {screen.submitting ? screen.submitLabel : chargeSubmitLabel(nav)}
      </button>
    </form>
  );
});
