import { INPUT_KINDS } from '../../../src/domain/questions/input-kind';
import { SMART_ATTRIBUTE_KINDS } from '../../../src/domain/questions/smart-attribute';
import { FIELD_GROUPS, fieldEntryOf } from '../../../src/ui/questions/field-registry';

const FIELD_KEYS = [...INPUT_KINDS, ...SMART_ATTRIBUTE_KINDS.map((kind) => `smart-attribute:${kind}`)];

describe('the field table', () => {
  it('lists every field key in exactly one group', () => {
    const listed = FIELD_GROUPS.flatMap((group) => Object.keys(group));
    expect([...listed].sort()).toEqual([...FIELD_KEYS].sort());
  });

  it('gives the JSON-schema form its field, which draws its own submit', () => {
    expect(fieldEntryOf({ kind: 'smart-attribute', smartKind: 'json-schema' })).toMatchObject({ ownsSubmit: true });
  });

  it('gives every other key a field component', () => {
    expect(fieldEntryOf({ kind: 'input', inputKind: 'ssn' })?.component).toBeDefined();
    expect(fieldEntryOf({ kind: 'input', inputKind: 'selfie' })?.component).toBeDefined();
    expect(fieldEntryOf({ kind: 'input', inputKind: 'liveness-check' })).toMatchObject({ ownsSubmit: true });
    expect(fieldEntryOf({ kind: 'input', inputKind: 'id-scan' })).toMatchObject({ ownsSubmit: true });
    expect(fieldEntryOf({ kind: 'smart-attribute', smartKind: 'license-number' })?.component).toBeDefined();
    expect(fieldEntryOf({ kind: 'input', inputKind: 'individualized-assessment' })?.ownsSubmit).toBe(true);
  });
});
