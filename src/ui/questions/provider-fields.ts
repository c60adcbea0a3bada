import { lazy } from 'react';
import type { ComponentType } from 'react';
import { UTILITY_TEXTS } from '../../domain/validation/utility-credentials';
import type { FieldEntry, FieldProps, FieldGroup } from './field-props';

/** A field loaded on first use, each in its own chunk. */
const lazyField = (
  load: () => Promise<ComponentType<FieldProps>>,
  extra: Omit<FieldEntry, 'component'> = {},
): FieldEntry => ({
  component: lazy(async () => ({ default: await load() })),
  ...extra,
});

/** Fields that look things up or span several pages: providers, the assessment, licence numbers. */
export const PROVIDER_FIELDS = {
  'academic-provider': lazyField(
    async () => (await import('./provider/academic-provider-field')).AcademicProviderField,
  ),
  'external-provider': lazyField(async () => (await import('./provider/utility-provider-field')).UtilityProviderField, {
    submitLabel: UTILITY_TEXTS.submit,
  }),
  'individualized-assessment': lazyField(async () => (await import('./provider/assessment-field')).AssessmentField, {
    ownsSubmit: true,
  }),
  'smart-attribute:license-number': lazyField(
    async () => (await import('./provider/license-number-field')).LicenseNumberField,
  ),
} satisfies FieldGroup;
