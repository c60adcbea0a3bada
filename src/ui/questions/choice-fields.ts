import { CONSENT_TEXTS } from '../../domain/consent/consent-texts';
import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** Fields with issuer HTML, lists, choices and the phone input (its library is its own chunk). */
export const CHOICE_FIELDS = {
  'phone-number': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-phone-number" */ './choice/phone-number-field')).PhoneNumberField,
  ),
  cpr: lazyField(async () => (await import(/* webpackChunkName: "field-cpr" */ './choice/cpr-field')).CprField),
  'bar-license-details': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-bar-license-details" */ './choice/bar-license-field')).BarLicenseField,
  ),
  'statement-of-truth': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-statement-of-truth" */ './choice/statement-of-truth-field'))
        .StatementOfTruthField,
  ),
  consent: lazyField(
    async () => (await import(/* webpackChunkName: "field-consent" */ './choice/consent-field')).ConsentField,
    {
      // A getter: read when the button is drawn, in the language shown then.
      get submitLabel() {
        return CONSENT_TEXTS.submit;
      },
    },
  ),
  'bulk-email': lazyField(
    async () => (await import(/* webpackChunkName: "field-bulk-email" */ './choice/bulk-email-field')).BulkEmailField,
  ),
  boolean: lazyField(
    async () => (await import(/* webpackChunkName: "field-boolean" */ './choice/boolean-field')).BooleanField,
  ),
  'string-enum': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-string-enum" */ './choice/string-enum-field')).StringEnumField,
  ),
  'string-enum-list': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-string-enum-list" */ './choice/string-enum-list-field'))
        .StringEnumListField,
  ),
  'insurance-policy-number': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-insurance-policy-number" */ './choice/insurance-policy-number-field'))
        .InsurancePolicyNumberField,
  ),
} satisfies FieldGroup;
