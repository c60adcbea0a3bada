import { checkKindOf } from '../../../src/domain/questions/check-kind-of';
import { INPUT_KINDS } from '../../../src/domain/questions/input-kind';
import { SMART_ATTRIBUTE_KINDS } from '../../../src/domain/questions/smart-attribute';

describe('the answer of every question kind', () => {
  it('is checked by the answer kind of the same name, the assessment by charge, or captured by its screen', () => {
    const table = Object.fromEntries(
      INPUT_KINDS.map((kind) => [kind, checkKindOf({ kind: 'input', inputKind: kind })]),
    );
    expect(table).toEqual({
      ssn: 'ssn',
      cpr: 'cpr',
      ein: 'ein',
      address: 'address',
      'full-name': 'full-name',
      'past-name': 'past-name',
      birthday: 'birthday',
      'phone-number': 'phone-number',
      'us-state': 'us-state',
      'mmc-reference-number': 'mmc-reference-number',
      selfie: null,
      'bulk-email': 'bulk-email',
      'bar-license-details': 'bar-license-details',
      consent: 'consent',
      'statement-of-truth': 'statement-of-truth',
      'future-date': 'future-date',
      'insurance-policy-number': null,
      'id-scan': null,
      'academic-provider': null,
      'individualized-assessment': 'charge',
      'liveness-check': null,
      'coi-scan': null,
      'external-provider': null,
      text: 'text',
      file: null,
      boolean: null,
      date: 'date',
      integer: 'integer',
      'string-enum': null,
      'string-enum-list': null,
      email: 'email',
    });
  });

  it('of a smart attribute is built by its form', () => {
    for (const smartKind of SMART_ATTRIBUTE_KINDS)
      expect(checkKindOf({ kind: 'smart-attribute', smartKind })).toBeNull();
  });
});
