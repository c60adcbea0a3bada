import type {
  CardError,
  CardPayments,
  HostedCardField,
  HostedFieldState,
  PlainCard,
} from '../../application/ports/card-payments.port';
import type { Result } from '../../domain/shared/result';
import { err } from '../../domain/shared/result';

/** The answer when the test-card rules cannot load (offline): Stripe's own wording for a retry. */
const UNAVAILABLE: CardError = {
  code: 'processing_error',
  message: 'An error occurred while processing your card. Try again in a little bit.',
};

/**
 * The sandbox's card provider: the checkout shows its own plain inputs and no card ever leaves
 * the browser. It answers like Stripe's test mode (sandbox-test-cards.ts, loaded at the first
 * payment, as the Stripe adapter loads Stripe: only the checkout needs it). Spec is silent on a
 * real card typed into the sandbox: it is declined, with a hint naming a test number.
 */
export class SandboxCardPayments implements CardPayments {
  readonly inputs = 'plain' as const;

  constructor(private readonly now: () => number = Date.now) {}

  /** The sandbox's card inputs are the app's own, in its catalogues: nothing of the provider's to translate. */
  useLanguage(): void {}

  async prepare(): Promise<boolean> {
    return true;
  }

  mount(_field: HostedCardField, _container: HTMLElement, _onChange: (state: HostedFieldState) => void): () => void {
    return () => undefined;
  }

  async createToken(card: {
    readonly cardholderName: string;
    readonly postalCode: string;
    readonly plain?: PlainCard;
  }): Promise<Result<string, CardError>> {
    try {
      return (await import('./sandbox-test-cards')).sandboxCardToken(card, this.now());
    } catch {
      return err(UNAVAILABLE);
    }
  }
}
