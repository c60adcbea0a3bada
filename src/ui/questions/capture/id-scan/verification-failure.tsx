import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { ID_SCREEN_MESSAGES } from '../../../../domain/errors/question-messages';
import { ID_SCAN_TEXTS } from '../../../texts/id-scan-texts';

export type FailureScreen = 'glare' | 'blurry' | 'blurry-and-glare' | 'unknown';

/** Each provider failure's text in the spec's ID_SCREEN_MESSAGES (001 §8), read when shown. */
const FAILURE_MESSAGE = {
  glare: 'glare',
  blurry: 'blurry',
  'blurry-and-glare': 'blurryAndGlare',
} as const satisfies Readonly<Record<Exclude<FailureScreen, 'unknown'>, keyof typeof ID_SCREEN_MESSAGES>>;

/**
 * A verification the provider could not use (spec 001 §2.1, §8): for glare, blur or both, the
 * heading 'We received your submission, but were unable to process your identity document' and
 * the reason; for any other reason 'We're having trouble detecting your ID'; each with Try again.
 * The heading takes the focus when the screen appears, so a screen reader hears what happened.
 */
export const VerificationFailure = observer(function VerificationFailure(props: {
  readonly screen: FailureScreen;
  readonly onRetry: () => void;
}) {
  const { screen, onRetry } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [screen]);
  const unknown = screen === 'unknown';
  return (
    <section className="capture id-scan__failure" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="capture__heading">
        {unknown ? ID_SCREEN_MESSAGES.unknown : ID_SCREEN_MESSAGES.unprocessedHeading}
      </h2>
      <p>{screen === 'unknown' ? ID_SCAN_TEXTS.unknownAdvice : ID_SCREEN_MESSAGES[FAILURE_MESSAGE[screen]]}</p>
      <div className="capture__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {ID_SCAN_TEXTS.tryAgain}
        </button>
      </div>
    </section>
  );
});

/**
 * After 3 failures (spec 001 §4, §8): try again for a better image, or use this one (sent with
 * the legacy submit).
 */
export const PersistentFailure = observer(function PersistentFailure(props: {
  readonly sending: boolean;
  readonly onRetry: () => void;
  readonly onUseAnyway: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="capture id-scan__failure" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="capture__heading">
        {ID_SCREEN_MESSAGES.persistent}
      </h2>
      <div className="capture__actions">
        <button type="button" className="button button--primary" onClick={props.onRetry} disabled={props.sending}>
          {ID_SCAN_TEXTS.tryAgain}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onUseAnyway} disabled={props.sending}>
          {ID_SCAN_TEXTS.useAnyway}
        </button>
      </div>
    </section>
  );
});
