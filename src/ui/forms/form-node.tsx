import { formFieldKind } from '../../domain/forms/field-kind';
import { assertNever } from '../../domain/shared/assert-never';
import { ArrayField } from './array-field';
import type { FormNodeProps } from './form-context';
import { LeafField } from './leaf-field';
import { ObjectField } from './object-field';

/**
 * One node of the form, drawn by its field kind (spec 001 §10.2): const draws nothing. A read-only
 * node passes that on to everything inside it.
 */
export function FormNode(props: FormNodeProps) {
  const { path, schema, required, depth, item } = props;
  const kind = formFieldKind(schema);
  const readOnly = props.readOnly === true || schema.readOnly === true;
  switch (kind) {
    case 'object':
      return (
        <ObjectField path={path} schema={schema} required={required} depth={depth} item={item} readOnly={readOnly} />
      );
    case 'array':
      return <ArrayField path={path} schema={schema} required={required} depth={depth} readOnly={readOnly} />;
    case 'const':
      return null;
    case 'multi-select':
    case 'enum':
    case 'boolean':
    case 'integer':
    case 'number':
    case 'phone':
    case 'email':
    case 'date':
    case 'color':
    case 'image-url':
    case 'html':
    case 'textarea':
    case 'text':
      return <LeafField path={path} kind={kind} schema={schema} required={required} readOnly={readOnly} />;
    default:
      return assertNever(kind, 'form field kind');
  }
}
