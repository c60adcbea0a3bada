import { assertNever } from '../../domain/shared/assert-never';
import type { JsonPrimitive } from '../../domain/forms/form-schema';
import type { ControlKind, ControlValues } from './controls';

const isPrimitive = (value: unknown): value is JsonPrimitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A field's value in the type its control takes. A value of another shape (a stored answer, a
 * schema default that does not fit) is shown as empty rather than breaking the control; the
 * form's own check still sees the real value and reports it.
 */
export function controlValueOf<K extends ControlKind>(kind: K, raw: unknown): ControlValues[K] {
  const value = ((): ControlValues[ControlKind] => {
    switch (kind as ControlKind) {
      case 'text':
      case 'textarea':
      case 'email':
      case 'phone':
      case 'number':
      case 'integer':
      case 'html':
      case 'date':
      case 'color':
      case 'image-url':
        return text(raw);
      case 'boolean':
        return typeof raw === 'boolean' ? raw : null;
      case 'enum':
        return isPrimitive(raw) ? raw : null;
      case 'multi-select':
        return Array.isArray(raw) ? (raw as unknown[]).filter(isPrimitive) : [];
      default:
        return assertNever(kind as never, 'control kind');
    }
  })();
  return value as ControlValues[K];
}
