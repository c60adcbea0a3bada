import type { Language } from '../../../src/domain/language/language';
import type {
  CardError,
  CardPayments,
  HostedCardField,
  HostedFieldState,
  PlainCard,
} from '../../../src/application/ports/card-payments.port';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';

/** The card provider as a test sets it up: records what was asked and answers with `nextToken`. */
export class FakeCardPayments implements CardPayments {
  prepared = 0;
  readonly languages: Language[] = [];
  loads = true;
  readonly mounted: HostedCardField[] = [];
  readonly tokenRequests: { cardholderName: string; postalCode: string; plain?: PlainCard }[] = [];
  nextToken: () => Result<string, CardError> | Promise<Result<string, CardError>> = () => ok('tok_visa');

  constructor(readonly inputs: 'hosted' | 'plain' = 'hosted') {}

  useLanguage(language: Language): void {
    this.languages.push(language);
  }

  async prepare(): Promise<boolean> {
    this.prepared += 1;
    return this.loads;
  }

  mount(field: HostedCardField, _container: HTMLElement, _onChange: (state: HostedFieldState) => void): () => void {
    this.mounted.push(field);
    return () => undefined;
  }

  async createToken(card: {
    readonly cardholderName: string;
    readonly postalCode: string;
    readonly plain?: PlainCard;
  }) {
    this.tokenRequests.push({ ...card });
    return this.nextToken();
  }
}
