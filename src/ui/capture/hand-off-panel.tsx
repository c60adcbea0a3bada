import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import './hand-off.css';
import type { HandoffCodeState } from '../../application/view-models/hand-off.view-model';
import { HandOffViewModel } from '../../application/view-models/hand-off.view-model';
import type { QuestionViewModel } from '../../application/view-models/question.view-model';
import { DELEGATION_MESSAGES } from '../../domain/errors/delegation-messages';
import { delegationButton } from '../../domain/questions/delegation';
import { useInstance } from '../app/resolver';
import { HAND_OFF_SPEC_TEXTS, HAND_OFF_TEXTS } from '../texts/hand-off-texts';
import { CopyableLink } from './copyable-link';
import { HandOffQrCode } from './hand-off-qr-code';

const HandOffPhoneInput = lazy(() => import('./hand-off-phone-input'));

export interface HandOffPanelProps {
  readonly screen: QuestionViewModel;
  readonly idPrefix: string;
  /** What the phone captures, in the texts: e.g. 'selfie'. */
  readonly captureName: string;
}

/** The expiry as a time of day in the page's language (HAND_OFF_TEXTS.timeLocale), e.g. '4:15 PM'. */
const timeOfDay = (epochMs: number): string =>
  new Intl.DateTimeFormat(HAND_OFF_TEXTS.timeLocale, { hour: 'numeric', minute: '2-digit' }).format(epochMs);

/**
 * Hand-off to a phone, the desktop path of a capture question (spec 001 §4 'Delegation' by text,
 * plus this project's QR code): a text with a hand-off link, or the same kind of link as a QR code
 * with the link itself shown and copyable. While the panel shows, the page says it waits for the
 * phone; background polling moves the question screen on once the phone has finished
 * (QuestionViewModel's answered-elsewhere rule). Once a phone has opened the QR code's link, the
 * code is gone and the panel says so (HandOffViewModel's checks). Load it lazily: it carries the
 * phone input and the QR generator (the phone input loads as a chunk of its own).
 *
 * Spec is silent (the QR code is ours) on a service without hand-off codes: the panel then offers
 * the text alone, with no QR part and an intro that names only the text. A QR code of spec 000 §2's
 * plain interview link was refused: that link carries no session (the service authenticates the
 * phone it texts with the authToken, and nobody does for a scanned code), so a phone scanning it
 * would only reach the 'not signed in' error page; no code at all is better than a code that fails.
 */
export const HandOffPanel = observer(function HandOffPanel({ screen, idPrefix, captureName }: HandOffPanelProps) {
  const handOff = useInstance(HandOffViewModel);
  const attrType = screen.attrType;
  useEffect(() => {
    if (attrType === null) return undefined;
    void handOff.open(attrType);
    return () => handOff.close();
  }, [handOff, attrType]);
  const id = (part: string) => `${idPrefix}-hand-off-${part}`;
  return (
    <section className="hand-off" aria-labelledby={id('heading')}>
      <h2 id={id('heading')} className="hand-off__heading">
        {HAND_OFF_TEXTS.heading}
      </h2>
      <p>{handOff.qrOffered ? HAND_OFF_TEXTS.intro(captureName) : HAND_OFF_TEXTS.introTextOnly(captureName)}</p>
      <div className="hand-off__options">
        <TextOption screen={screen} handOff={handOff} id={id} />
        {handOff.qrOffered ? <QrOption handOff={handOff} id={id} /> : null}
      </div>
      <p className="hand-off__waiting" role="status">
        {HAND_OFF_TEXTS.waiting(captureName)}
      </p>
    </section>
  );
});

type IdOf = (part: string) => string;

const TextOption = observer(function TextOption({
  screen,
  handOff,
  id,
}: {
  screen: QuestionViewModel;
  handOff: HandOffViewModel;
  id: IdOf;
}) {
  const button = delegationButton({
    sending: screen.delegationStatus === 'loading',
    remaining: screen.delegationsRemaining,
  });
  const send = () => void screen.delegate(handOff.phoneNumber);
  // Enter in the number sends, as in a form of its own; the panel sits inside the question's
  // form, so a nested form (invalid HTML, and its submit would bubble to the question's) is avoided.
  const sendOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (button === 'send') send();
  };
  return (
    <div className="hand-off__option" role="group" aria-labelledby={id('text-heading')} onKeyDown={sendOnEnter}>
      <h3 id={id('text-heading')}>{HAND_OFF_TEXTS.textHeading}</h3>
      <label className="field__label" htmlFor={id('phone')}>
        {HAND_OFF_TEXTS.phoneLabel}
      </label>
      <Suspense fallback={<input id={id('phone')} className="field__input" type="tel" disabled />}>
        <HandOffPhoneInput id={id('phone')} value={handOff.phoneNumber} onChange={handOff.setPhoneNumber} />
      </Suspense>
      <button type="button" className="button button--primary" disabled={button !== 'send'} onClick={send}>
        {HAND_OFF_SPEC_TEXTS[button]}
      </button>
      {/* Spec 000 §8 'Limit reached': the button is spent ('Sent!', spec 001 §4), so the message
          stays beside it rather than in a snackbar nobody can trigger; it shows after a reload too
          (the count survives it, TextDelegationUseCase). */}
      {button === 'sent' ? (
        <p className="hand-off__limit" role="status">
          {DELEGATION_MESSAGES.limitReached}
        </p>
      ) : null}
    </div>
  );
});

/** The line under the QR heading, by state; it is a polite live region, so each change is read out. */
const codeMessage = (code: HandoffCodeState): string => {
  switch (code.kind) {
    case 'ready':
      return HAND_OFF_TEXTS.expiresAt(timeOfDay(code.expiresAt));
    case 'used':
      return HAND_OFF_TEXTS.used;
    case 'expired':
      return HAND_OFF_TEXTS.expired;
    case 'error':
      return HAND_OFF_TEXTS.failed;
    case 'idle':
    case 'loading':
      return HAND_OFF_TEXTS.qrLoading;
  }
};

const QrOption = observer(function QrOption({ handOff, id }: { handOff: HandOffViewModel; id: IdOf }) {
  const code = handOff.code;
  const replaceable = code.kind === 'used' || code.kind === 'expired' || code.kind === 'error';
  const group = useRef<HTMLDivElement>(null);
  const focusWasHere = useRef(false);
  // The control a keyboard user was on goes with its state (Copy when the code is used or expires,
  // 'Show a new code' once the new one shows): focus the new state's first control instead of
  // leaving it on the page's body. Focus that left for another control is not taken back.
  useLayoutEffect(() => {
    const here = group.current;
    if (!focusWasHere.current || here === null || here.contains(document.activeElement)) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    here.querySelector<HTMLElement>('input, button')?.focus();
  }, [code.kind]);
  // One status line in every state (never remounted), so a screen reader hears the code was used.
  return (
    <div
      ref={group}
      className="hand-off__option"
      role="group"
      aria-labelledby={id('qr-heading')}
      onFocus={() => (focusWasHere.current = true)}
      onBlur={(event) => {
        // No next target: the focused control was removed (or the window lost focus), not left.
        if (event.relatedTarget !== null) focusWasHere.current = here(group, event.relatedTarget);
      }}
    >
      <h3 id={id('qr-heading')}>{HAND_OFF_TEXTS.qrHeading}</h3>
      {code.kind === 'ready' ? <HandOffQrCode link={code.link} label={HAND_OFF_TEXTS.qrImage} /> : null}
      <p role="status">{codeMessage(code)}</p>
      {code.kind === 'ready' ? (
        <CopyableLink
          link={code.link}
          id={id('link')}
          texts={{
            label: HAND_OFF_TEXTS.linkLabel,
            copy: HAND_OFF_TEXTS.copy,
            copied: HAND_OFF_TEXTS.copied,
            copyFailed: HAND_OFF_TEXTS.copyFailed,
          }}
        />
      ) : null}
      {replaceable ? (
        <button type="button" className="button button--secondary" onClick={() => void handOff.newCode()}>
          {HAND_OFF_TEXTS.newCode}
        </button>
      ) : null}
    </div>
  );
});

const here = (group: RefObject<HTMLElement | null>, target: EventTarget): boolean =>
  target instanceof Node && group.current?.contains(target) === true;
