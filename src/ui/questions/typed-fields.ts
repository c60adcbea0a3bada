import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** Fields whose answer is typed text or a small object the domain validates and encodes. */
export const TYPED_FIELDS = {
  ssn: lazyField(async () => (await import('./typed/ssn-field')).SsnField),
  ein: lazyField(async () => (await import('./typed/ein-field')).EinField),
  'full-name': lazyField(async () => (await import('./typed/full-name-field')).FullNameField),
  'past-name': lazyField(async () => (await import('./typed/past-name-field')).PastNameField),
  birthday: lazyField(async () => (await import('./typed/birthday-field')).BirthdayField),
  date: lazyField(async () => (await import('./typed/date-field')).DateField),
  'future-date': lazyField(async () => (await import('./typed/future-date-field')).FutureDateField),
  'us-state': lazyField(async () => (await import('./typed/us-state-field')).UsStateField),
  address: lazyField(async () => (await import('./typed/address-field')).AddressField),
  'mmc-reference-number': lazyField(async () => (await import('./typed/mmc-reference-field')).MmcReferenceField),
  text: lazyField(async () => (await import('./typed/text-answer-field')).TextAnswerField),
  email: lazyField(async () => (await import('./typed/email-field')).EmailField),
  integer: lazyField(async () => (await import('./typed/integer-field')).IntegerField),
} satisfies FieldGroup;
