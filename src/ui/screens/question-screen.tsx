import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { DeviceViewModel } from '../../application/view-models/device.view-model';
import { ErrorViewModel } from '../../application/view-models/error.view-model';
import { QuestionViewModel } from '../../application/view-models/question.view-model';
import { errorText } from '../../domain/errors/error-catalogue';
import { HAND_OFF_DONE_TEXTS } from '../../domain/questions/hand-off-done';
import { QUESTION_TEXTS } from '../../domain/questions/messages';
import { titleOf } from '../../domain/questions/overview-order';
import { slugOf } from '../../domain/session/slug';
import { useInstance } from '../app/resolver';
import { ChatLauncher } from '../chat/chat-launcher';
import { RouteLink } from '../components/route-link';
import type { CapturedAnswer } from '../questions/field-props';
import { fieldEntryOf } from '../questions/field-registry';
import { WithLoadedField } from '../questions/with-loaded-field';
// For the overview's prefetch (app/question-prefetch.ts), which reaches the registry through this chunk.
export { preloadField } from '../questions/field-registry';
import { LicenseSupportFooter } from '../questions/license-support-footer';
import { LoadingScreen } from '../shell/loading-screen';
import { Page } from '../shell/page';
import { usePolling } from '../shell/use-polling';
import { ErrorScreen } from './error-screen';

/**
 * One question (spec 000 §2, spec 001 §2): the title, the field of its kind, the submit button
 * (disabled while submitting or invalid; 'Submitting…', 'Submit and Complete' or 'Continue') and
 * 'Do this later' back to the overview, and the licence support footer every question screen shows
 * (spec 001 §1), and Evie's launcher where the question enables the chat. Entering loads the answers and redirects when the question
 * is complete or missing (the view model's rule).
 *
 * Spec is silent on where a failed submission shows: here, above the button, with the
 * submission-failed texts, so everything typed stays on screen and the applicant can retry.
 */
export const QuestionScreen = observer(function QuestionScreen({ slug }: { slug: string }) {
  const screen = useInstance(QuestionViewModel);
  const error = useInstance(ErrorViewModel);
  const device = useInstance(DeviceViewModel);
  usePolling({ run: true });
  const [captured, setCapturedState] = useState<CapturedAnswer | null>(null);
  const setCaptured = useCallback((answer: CapturedAnswer | null) => setCapturedState(answer), []);
  // Kept in state, not a ref: the field re-renders into the slot once it exists.
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    setCapturedState(null);
    // A failure shown on the last question screen belongs to that screen only.
    if (error.reason === 'submission-failed') error.clear();
    void screen.enter(slug);
    return () => screen.dispose();
  }, [screen, error, slug]);

  const question = screen.question;
  const failed = error.reason === 'submission-failed';
  if (screen.doneOnThisPhone) {
    return (
      <Page route="question" heading={HAND_OFF_DONE_TEXTS.heading} className="question">
        <p className="page__lead" role="status">
          {HAND_OFF_DONE_TEXTS.goBack}
        </p>
      </Page>
    );
  }
  if (error.reason !== null && !failed) return <ErrorScreen />;
  if (question === undefined || slugOf(question.attrType) !== slug) return <LoadingScreen />;
  const field = screen.field;
  const entry = field !== null && field.ok ? fieldEntryOf(field.value) : null;
  if (entry === null) return <ErrorScreen reason="unexpected" />;

  const typed = screen.checkKind !== null;
  const valid = typed ? screen.valid : captured !== null;
  // A field that owns its submit draws its own form; forms cannot nest.
  const Frame = entry.ownsSubmit ? 'div' : 'form';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (screen.submitting || !valid) return;
    error.clear();
    if (typed) void screen.submit();
    else if (captured !== null) void screen.submitCaptured(captured.submission, captured.mode);
  };
  const label = entry.submitLabel !== undefined && !screen.submitting ? entry.submitLabel : screen.submitLabel;
  const idPrefix = `q-${slug}`;
  const failure = errorText('submission-failed');

  // The page shows whole once its field's code has run: a field drawn later would push the buttons,
  // the support footer and the page's footer down under the applicant's eyes (a layout shift).
  return (
    <Suspense fallback={<LoadingScreen />}>
      <WithLoadedField entry={entry}>
        {(Field) => (
          <Page route="question" heading={titleOf(question)} className="question">
            {question.metadata.instructions ? <p className="page__lead">{question.metadata.instructions}</p> : null}
            <Frame className="question__form" {...(entry.ownsSubmit ? {} : { onSubmit: submit, noValidate: true })}>
              <Field
                key={question.attrType}
                question={question}
                screen={screen}
                idPrefix={idPrefix}
                setCaptured={setCaptured}
                mobile={device.mobile}
                actionsSlot={actionsSlot}
              />
              {failed ? (
                <div className="alert alert--error" role="alert">
                  <p className="alert__heading">{failure.heading}</p>
                  <p>{failure.message}</p>
                </div>
              ) : null}
              <div className="question__actions">
                {entry.ownsSubmit ? <span ref={setActionsSlot} className="question__own-submit" /> : null}
                {entry.ownsSubmit ? null : (
                  <button type="submit" className="button button--primary" disabled={screen.submitting || !valid}>
                    {label}
                  </button>
                )}
                <RouteLink className="button button--secondary" to="/overview">
                  {QUESTION_TEXTS.doThisLater}
                </RouteLink>
              </div>
            </Frame>
            <LicenseSupportFooter />
            <ChatLauncher attrType={question.attrType} mobile={device.mobile} />
          </Page>
        )}
      </WithLoadedField>
    </Suspense>
  );
});
