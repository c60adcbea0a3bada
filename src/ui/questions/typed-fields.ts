import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** Fields whose answer is typed text or a small object the domain validates and encodes. */
export const TYPED_FIELDS = {
  ssn: lazyField(async () => (await import(/* webpackChunkName: "field-ssn" */ './typed/ssn-field')).SsnField),
  ein: lazyField(async () => (await import(/* webpackChunkName: "field-ein" */ './typed/ein-field')).EinField),
  'full-name': lazyField(
    async () => (await import(/* webpackChunkName: "field-full-name" */ './typed/full-name-field')).FullNameField,
  ),
  'past-name': lazyField(
    async () => (await import(/* webpackChunkName: "field-past-name" */ './typed/past-name-field')).PastNameField,
  ),
  birthday: lazyField(
    async () => (await import(/* webpackChunkName: "field-birthday" */ './typed/birthday-field')).BirthdayField,
  ),
  date: lazyField(async () => (await import(/* webpackChunkName: "field-date" */ './typed/date-field')).DateField),
  'future-date': lazyField(
    async () => (await import(/* webpackChunkName: "field-future-date" */ './typed/future-date-field')).FutureDateField,
  ),
  'us-state': lazyField(
    async () => (await import(/* webpackChunkName: "field-us-state" */ './typed/us-state-field')).UsStateField,
  ),
  address: lazyField(
    async () => (await import(/* webpackChunkName: "field-address" */ './typed/address-field')).AddressField,
  ),
  'mmc-reference-number': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-mmc-reference-number" */ './typed/mmc-reference-field'))
        .MmcReferenceField,
  ),
  text: lazyField(
    async () => (await import(/* webpackChunkName: "field-text" */ './typed/text-answer-field')).TextAnswerField,
  ),
  email: lazyField(async () => (await import(/* webpackChunkName: "field-email" */ './typed/email-field')).EmailField),
  integer: lazyField(
    async () => (await import(/* webpackChunkName: "field-integer" */ './typed/integer-field')).IntegerField,
  ),
} satisfies FieldGroup;
