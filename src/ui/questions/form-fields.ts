import type { FieldGroup } from './field-props';
import { lazyField } from './lazy-field';

/** Fields rendered from a schema: the JSON-schema form (spec 001 §2.1 'Custom form question', §10). */
export const FORM_FIELDS = {
  'smart-attribute:json-schema': lazyField(
    async () =>
      (await import(/* webpackChunkName: "field-smart-attribute-json-schema" */ './form/json-schema-field'))
        .JsonSchemaField,
    {
      ownsSubmit: true,
    },
  ),
} satisfies FieldGroup;
