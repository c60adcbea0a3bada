import { observer } from 'mobx-react-lite';
import { InterviewStore } from '../../../application/view-models/interview.store';
import { consentQuestionKind } from '../../../domain/consent/consent-attributes';
import { consentHtmlFor } from '../../../domain/consent/consent-html';
import { consentTextHtml } from '../../../domain/consent/consent-text-html';
import { CONSENT_TEXTS, FREE_COPY_STATES } from '../../../domain/consent/consent-texts';
import { useInstance } from '../../app/resolver';
import { CheckboxField } from '../../components/checkbox-field';
import { SafeHtml } from '../../components/safe-html';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { flagIn } from '../answer-value';

/**
 * The background-check consent (spec 001 §2.1, §5.10): the heading, the issuer's consent HTML for
 * this attribute (or its 'consent.fcra' fallback), filled from its data (consentTextHtml) and
 * shown only through SafeHtml, else the default
 * disclosure; the required 'I have read and accept this disclosure' and, on the questions the
 * domain says offer it, the free-copy notice with its optional checkbox. Biometric authorization
 * shows its fixed text under a heading of its own (never the issuer's FCRA HTML nor the
 * background-check heading). The value kept is {authorized, requestedFreeCopy, attrType}.
 *
 * Spec is silent on the heading level: h2, under the question's title (the page's h1).
 */
export const ConsentField = observer(function ConsentField({ question, screen, idPrefix }: FieldProps) {
  const interview = useInstance(InterviewStore);
  const kind = consentQuestionKind(question.attrType);
  const text =
    kind.kind === 'fcra' ? consentHtmlFor(interview.issuer?.consentHtml ?? {}, question.attrType) : undefined;
  const authorized = flagIn(screen.value, 'authorized');
  const requestedFreeCopy = flagIn(screen.value, 'requestedFreeCopy');
  const change = (part: { authorized?: boolean; requestedFreeCopy?: boolean }) =>
    screen.changeValue({ authorized, requestedFreeCopy, attrType: question.attrType, ...part });
  const headingId = `${idPrefix}-consent-heading`;

  return (
    <section className="consent" aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.kind === 'biometric' ? CHOICE_FIELD_TEXTS.biometricHeading : CONSENT_TEXTS.heading}</h2>
      <div className="consent__text">
        {kind.kind === 'biometric' ? (
          <p>{CHOICE_FIELD_TEXTS.biometricConsent}</p>
        ) : text !== undefined ? (
          <SafeHtml html={consentTextHtml(text)} />
        ) : (
          <>
            <h3>{CONSENT_TEXTS.defaultDisclosureHeading}</h3>
            <p>{CHOICE_FIELD_TEXTS.defaultDisclosure}</p>
            <p>{CHOICE_FIELD_TEXTS.defaultAuthorization}</p>
          </>
        )}
      </div>
      <CheckboxField
        id={`${idPrefix}-authorized`}
        label={CONSENT_TEXTS.acceptCheckbox}
        checked={authorized}
        onChange={(checked) => change({ authorized: checked })}
        onBlur={screen.blur}
        error={screen.errorMessage}
        required
      />
      {kind.kind === 'fcra' && kind.offersFreeCopy ? (
        <>
          <p className="consent__notice">
            {CHOICE_FIELD_TEXTS.freeCopyNotice(FREE_COPY_STATES.map((state) => state.name))}
          </p>
          <CheckboxField
            id={`${idPrefix}-free-copy`}
            label={CONSENT_TEXTS.freeCopyCheckbox}
            checked={requestedFreeCopy}
            onChange={(checked) => change({ requestedFreeCopy: checked })}
          />
        </>
      ) : null}
    </section>
  );
});
