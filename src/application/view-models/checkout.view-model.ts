import { inject, injectable } from 'inversify';
import type { IReactionDisposer } from 'mobx';
import { reaction, runInAction } from 'mobx';
import { formatAmount } from '../../domain/money/format-amount';
import { canPay, cardErrorOf, CHECKOUT_TEXTS } from '../../domain/money/checkout';
import { shownText } from '../../domain/language/shown-text';
import { LanguageStore } from './language.store';
import type { CardErrorField } from '../../domain/money/checkout';
import type { CardError, CardPayments, HostedCardField, HostedFieldState } from '../ports/card-payments.port';
import { CARD_PAYMENTS } from '../ports/card-payments.port';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { NO_SESSION } from '../ports/no-session';
import { reasonOf } from '../ports/service-error';
import type { Tracker } from '../ports/tracking.port';
import { TRACKER } from '../ports/tracking.port';
import { ErrorViewModel } from './error.view-model';
import { InterviewStore } from './interview.store';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { makeViewModelObservable } from './view-model-observable';

/** The card inputs the checkout shows; the name and ZIP are always the app's own. */
export type CheckoutField = HostedCardField | 'zip';

type ErrorField = CardErrorField | HostedCardField;

/**
 * A card error as it was reported, kept rather than its text so the text is worked out when shown
 * (a language switch then reaches it): a hosted field's own report shows the provider's words; a
 * token error shows what spec 000 §5 maps it to (cardErrorOf: 'Please review this field' under its
 * field, else the provider's words above the Pay button).
 */
type ReportedError = { readonly from: 'field' | 'token'; readonly error: CardError };

const NO_ERRORS: Readonly<Record<ErrorField, ReportedError | null>> = {
  card: null,
  expiry: null,
  cvc: null,
  zip: null,
};

const textOf = (reported: ReportedError | null): string | null => {
  if (reported === null) return null;
  const { error } = reported;
  const message = shownText(error.message);
  return reported.from === 'field' ? message : cardErrorOf(error.code, message).message;
};

/**
 * The checkout (spec 000 §2 'Checkout form', §5 card rules, §7 payment): cardholder Name, Card,
 * Expiry, CVC, Zip and a 'Pay' button with the amount.
 *
 * Spec is silent on when the app's own inputs count as complete: the ZIP once it is not blank
 * (card issuers outside the US use other postal codes), and in plain mode (the sandbox provider)
 * each card input once it is not blank; the provider's token call then judges them, and its
 * error points at the field as any provider's does. Card data stays in memory, never stored.
 */
@injectable()
export class CheckoutViewModel {
  cardholderName = '';
  zip = '';
  /** Plain-mode card inputs (the sandbox provider); empty with a hosted provider. */
  plain: Record<HostedCardField, string> = { card: '', expiry: '', cvc: '' };
  /** Hosted-mode completeness, as the provider reports it. */
  hosted: Record<HostedCardField, boolean> = { card: false, expiry: false, cvc: false };
  /** The error each field shows, as reported (see fieldErrors). */
  private reported: Record<ErrorField, ReportedError | null> = { ...NO_ERRORS };
  /** A token error that points at no field (see formError). */
  private formReported: ReportedError | null = null;
  pending = false;
  providerReady: boolean | null = null;

  /** Hands the page's language to the card provider while the checkout is open (prepare). */
  private followLanguage: IReactionDisposer | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(CARD_PAYMENTS) private readonly cardPayments: CardPayments,
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(TRACKER) private readonly tracker: Tracker,
    @inject(LanguageStore) private readonly language: LanguageStore,
  ) {
    makeViewModelObservable(this, [
      'interview',
      'loader',
      'cardPayments',
      'service',
      'error',
      'navigator',
      'tracker',
      'language',
      'followLanguage',
    ]);
  }

  /** The message under each card field, or null. */
  get fieldErrors(): Readonly<Record<ErrorField, string | null>> {
    const { card, expiry, cvc, zip } = this.reported;
    return { card: textOf(card), expiry: textOf(expiry), cvc: textOf(cvc), zip: textOf(zip) };
  }

  /** A card error that points at no field: the provider's own message. */
  get formError(): string | null {
    return textOf(this.formReported);
  }

  get inputs(): 'hosted' | 'plain' {
    return this.cardPayments.inputs;
  }

  /**
   * Loads the card provider when the screen opens, in the page's language; a switch of language
   * while the checkout is open reaches the provider's own texts too (issue 28).
   */
  async prepare(): Promise<void> {
    this.followLanguage ??= reaction(
      () => this.language.language,
      (language) => this.cardPayments.useLanguage(language),
      { fireImmediately: true },
    );
    const ready = await this.cardPayments.prepare();
    runInAction(() => (this.providerReady = ready));
  }

  /** Hands a hosted field's change report to the view model (the UI passes this to `mount`). */
  hostedChange(field: HostedCardField, state: HostedFieldState): void {
    this.hosted[field] = state.complete;
    this.reported[field] = state.error === null ? null : { from: 'field', error: state.error };
  }

  changeName(name: string): void {
    this.cardholderName = name;
  }

  changeZip(zip: string): void {
    this.zip = zip;
    this.reported.zip = null;
  }

  changePlain(field: HostedCardField, text: string): void {
    this.plain[field] = text;
    this.reported[field] = null;
  }

  private complete(field: HostedCardField): boolean {
    return this.inputs === 'hosted' ? this.hosted[field] : this.plain[field].trim() !== '';
  }

  get canPay(): boolean {
    return canPay({
      pending: this.pending,
      cardholderName: this.cardholderName,
      cardComplete: this.complete('card'),
      expiryComplete: this.complete('expiry'),
      cvcComplete: this.complete('cvc'),
      zipComplete: this.zip.trim() !== '',
    });
  }

  get amount(): string {
    return formatAmount(this.interview.balance);
  }

  /** The Pay button's label, with the amount ('Pay $25.00'). */
  get payLabel(): string {
    return CHECKOUT_TEXTS.pay(this.amount);
  }

  /**
   * Creates the card token, sends it (POST /payments), reloads the interview and goes to the
   * stage's route. A card error points at its field or shows the provider's message; a payment
   * the service refuses shows its error page. Either way the typed name and ZIP stay.
   */
  async pay(): Promise<void> {
    if (!this.canPay) return;
    // The payment needs the applicant's session: without one no card token is made or sent.
    if (this.interview.rprId === null) {
      this.error.fail(reasonOf(NO_SESSION) ?? 'unexpected', NO_SESSION.message);
      return;
    }
    this.pending = true;
    this.formReported = null;
    this.reported = { ...NO_ERRORS };
    const token = await this.cardPayments.createToken({
      cardholderName: this.cardholderName.trim(),
      postalCode: this.zip.trim(),
      ...(this.inputs === 'plain'
        ? { plain: { number: this.plain.card, expiry: this.plain.expiry, cvc: this.plain.cvc } }
        : {}),
    });
    if (!token.ok) {
      this.tracker.track({ kind: 'payment-result', outcome: 'card-error' });
      runInAction(() => {
        const reported: ReportedError = { from: 'token', error: token.error };
        const { field } = cardErrorOf(token.error.code, shownText(token.error.message));
        if (field === null) this.formReported = reported;
        else this.reported[field] = reported;
        this.pending = false;
      });
      return;
    }
    const paid = await this.service.pay(token.value);
    if (!paid.ok) {
      this.tracker.track({ kind: 'payment-result', outcome: 'refused' });
      runInAction(() => {
        this.pending = false;
        this.error.fail(reasonOf(paid.error) ?? 'unexpected', paid.error.message);
      });
      return;
    }
    this.interview.markPaid();
    this.tracker.track({ kind: 'payment-result', outcome: 'paid' });
    await this.loader.reload();
    runInAction(() => (this.pending = false));
    this.navigator.go(this.interview.stageRoute);
  }
}
