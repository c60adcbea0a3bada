import { UTILITY_TEXTS } from '../../domain/validation/utility-credentials';
import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** Fields that look things up or span several pages: providers, the assessment, licence numbers. */
export const PROVIDER_FIELDS = {
  'academic-provider': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-academic-provider" */ './provider/academic-provider-field'))
        .AcademicProviderField,
  ),
  'external-provider': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-external-provider" */ './provider/utility-provider-field'))
        .UtilityProviderField,
    {
      // A getter: read when the button is drawn, in the language shown then.
      get submitLabel() {
        return UTILITY_TEXTS.submit;
      },
    },
  ),
  'individualized-assessment': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-individualized-assessment" */ './provider/assessment-field'))
        .AssessmentField,
    {
      ownsSubmit: true,
    },
  ),
  'smart-attribute:license-number': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-smart-attribute-license-number" */ './provider/license-number-field'))
        .LicenseNumberField,
  ),
} satisfies FieldGroup;
