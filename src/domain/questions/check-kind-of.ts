import type { CheckKind } from '../validation/check-kind';
import type { QuestionField } from './field-kind';

/**
 * The validator and encoder of a question field, when the field's answer is typed (a string or a
 * plain object). Fields that capture files, images, sessions or picks from a list (selfie,
 * id-scan, file, liveness, providers, enums, booleans, smart attributes) return null: their screen
 * builds the submission itself from what it captured.
 */
export function checkKindOf(field: QuestionField): CheckKind | null {
  if (field.kind !== 'input') return null;
  switch (field.inputKind) {
    case 'ssn':
    case 'cpr':
    case 'ein':
    case 'address':
    case 'full-name':
    case 'past-name':
    case 'birthday':
    case 'phone-number':
    case 'us-state':
    case 'mmc-reference-number':
    case 'bulk-email':
    case 'bar-license-details':
    case 'consent':
    case 'statement-of-truth':
    case 'future-date':
    case 'text':
    case 'date':
    case 'integer':
    case 'email':
      return field.inputKind;
    case 'individualized-assessment':
      return 'charge';
    default:
      return null;
  }
}
