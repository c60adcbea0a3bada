import { LICENSE_FAMILIES, licenseFamilyOf } from '../../../src/domain/validation/license-family';
import { LICENSE_FORMATS } from '../../../src/domain/validation/license-formats';
import {
  LICENSE_TEST_NUMBERS,
  licenseFormatOf,
  validateLicenseNumber,
} from '../../../src/domain/validation/license-number';
import { US_STATES, isUsStateCode } from '../../../src/domain/validation/us-states';

const US_STATE_CODES = US_STATES.map((state) => state.code);

const entries = LICENSE_FAMILIES.flatMap((family) =>
  Object.entries(LICENSE_FORMATS[family]).map(([state, format]) => ({ family, state, format })),
);

/**
 * Synthetic ids the research file (licence-formats.json) cites as examples of each format, by
 * family and state: copied here so that a narrowed pattern that would refuse them fails a test.
 */
const CITED_EXAMPLES = {
  'massage-therapist': {
    FL: ['MA41234'],
    MD: ['M01234'],
    NV: ['NVMT.012'],
    LA: ['LA9123'],
    OH: ['33.112345'],
    CT: ['01234'],
    MA: ['11234'],
    CA: ['51234'],
    // Researched for issue 23 (inferred from the licensing agency's numbering scheme).
    AK: ['112345', 'MAT1234'],
    CO: ['MT.0012345'],
    IL: ['227.012345', '227012345'],
    MI: ['6701012345'],
    MO: ['2012012345'],
    NJ: ['18KI01234500'],
    NY: ['012345'],
    TX: ['112345'],
    UT: ['11234567-4701'],
    VA: ['0019012345'],
    WA: ['MA61234567'],
    WI: ['11234-146'],
  },
  nurse: {
    AK: ['112345'],
    AL: ['3-012345'],
    AR: ['A012345', '212345'],
    AZ: ['312345', 'APRN-RNP 312345'],
    CA: ['91234567'],
    CO: ['C-APN.0123456-C-NP', 'APN.0123456-NP'],
    CT: ['10.012345', '12.012345'],
    DC: ['NP1123456', 'NP512345678'],
    DE: ['LG-0123456'],
    FL: ['RN9123456', 'APRN11234567'],
    GA: ['RN312345', 'GAA-NP012345'],
    HI: ['112345'],
    IA: ['A112345'],
    ID: ['51234', '1123456'],
    IL: ['212.012345', '212345678'],
    IN: ['71234567A'],
    KS: ['53-81234-012', '81234'],
    KY: ['3123456', '4123456'],
    LA: ['212345'],
    MA: ['RN2123456', 'LN11234'],
    MD: ['R212345', 'AC012345'],
    ME: ['CNP212345'],
    MI: ['4123456789'],
    MN: ['11234'],
    MO: ['2123456789'],
    MS: ['912345'],
    MT: ['NUR-APRN-LIC-212345', 'APRN-212345'],
    NC: ['5123456'],
    ND: ['212345'],
    NE: ['112345'],
    NH: ['112345-23', '012345-23'],
    NJ: ['26NJ11234567', '26NO01234567'],
    NM: ['51234', '81234'],
    NV: ['812345'],
    NY: ['812345', '312345'],
    OH: ['RN.312345', 'APRN.CNP.0123456'],
    OK: ['212345', 'M0123456'],
    OR: ['212345678NP-PP', '11234567'],
    PA: ['SP012345', 'SP0123456'],
    RI: ['APRN01234'],
    SC: ['21234'],
    SD: ['CP012345'],
    TN: ['31234'],
    TX: ['212345', 'AP112345'],
    UT: ['11234567-4123'],
    VA: ['0123456789'],
    VT: ['112.0123456'],
    WA: ['RN61234567', 'RN.RN.61234567'],
    WI: ['11234-33', '11234 - 33'],
    WV: ['112345'],
    WY: ['51234', '41234'],
  },
  'physical-therapist': { OH: ['PT.012345', 'PT012345'] },
  'physician-assistant': {},
} as const;

describe('licence numbers (spec 001 §5.16)', () => {
  it('finds the profession family in the attribute type, every kind of nurse included', () => {
    expect(licenseFamilyOf('license.massage_therapist')).toBe('massage-therapist');
    expect(licenseFamilyOf('license.lmt')).toBe('massage-therapist');
    expect(licenseFamilyOf('license.nurse_practitioner')).toBe('nurse');
    expect(licenseFamilyOf('license.registered_nurse')).toBe('nurse');
    expect(licenseFamilyOf('license.licensed_practical_nurse')).toBe('nurse');
    expect(licenseFamilyOf('license.aprn')).toBe('nurse');
    expect(licenseFamilyOf('license.rn')).toBe('nurse');
    expect(licenseFamilyOf('license.physical_therapist')).toBe('physical-therapist');
    expect(licenseFamilyOf('License.PT')).toBe('physical-therapist');
    expect(licenseFamilyOf('license.physician_assistant')).toBe('physician-assistant');
    expect(licenseFamilyOf('license.barber')).toBeNull();
    // Short words count only as a whole part: 'born' holds 'rn' but names no nurse.
    expect(licenseFamilyOf('core.born')).toBeNull();
  });

  it('ships only formats for real states, each citing a public source', () => {
    expect(entries.length).toBe(20 + 51 + 1);
    for (const { state, format } of entries) {
      expect(isUsStateCode(state)).toBe(true);
      expect(format.sources.length).toBeGreaterThan(0);
      for (const source of format.sources) expect(source.trim()).not.toBe('');
      expect(format.pattern.source.startsWith('^') && format.pattern.source.endsWith('$')).toBe(true);
      expect(format.pattern.flags).toContain('i');
    }
  });

  it("accepts every entry's examples, and the examples the research file cites", () => {
    for (const { family, state, format } of entries) {
      for (const example of format.examples) {
        expect({ family, state, example, valid: validateLicenseNumber(family, state, example).valid }).toEqual({
          family,
          state,
          example,
          valid: true,
        });
      }
    }
    for (const family of LICENSE_FAMILIES) {
      const cited: Readonly<Record<string, readonly string[]>> = CITED_EXAMPLES[family];
      expect(Object.keys(LICENSE_FORMATS[family]).sort()).toEqual(Object.keys(cited).sort());
      for (const [state, examples] of Object.entries(cited)) {
        for (const example of examples) expect(validateLicenseNumber(family, state, example)).toEqual({ valid: true });
      }
    }
  });

  it('matches case-insensitively on the trimmed id', () => {
    expect(validateLicenseNumber('nurse', 'FL', '  rn9123456 ')).toEqual({ valid: true });
    expect(validateLicenseNumber('physical-therapist', 'OH', 'pt.012345')).toEqual({ valid: true });
  });

  it("refuses an id not in the state's format, naming the first example", () => {
    expect(validateLicenseNumber('physical-therapist', 'OH', 'abc')).toEqual({
      valid: false,
      message: 'Incorrect format. Eg. PT.012345',
    });
    expect(validateLicenseNumber('nurse', 'CA', 'RN-12')).toEqual({
      valid: false,
      message: 'Incorrect format. Eg. 91234567',
    });
    expect(validateLicenseNumber('massage-therapist', 'FL', 'MM12345')).toEqual({
      valid: false,
      message: 'Incorrect format. Eg. MA41234',
    });
  });

  it('accepts any non-empty id for a state without a format, and refuses an empty one', () => {
    const statesWithout = US_STATE_CODES.filter((state) => !Object.hasOwn(LICENSE_FORMATS['massage-therapist'], state));
    expect(statesWithout).toEqual(expect.arrayContaining(['AZ', 'GA', 'PA']));
    for (const state of statesWithout) {
      expect(validateLicenseNumber('massage-therapist', state, 'any text at all #1')).toEqual({ valid: true });
    }
    // The families and states no public source showed a format for.
    expect(licenseFormatOf('physician-assistant', 'GA')).toBeNull();
    expect(licenseFormatOf('physician-assistant', 'AZ')).toBeNull();
    expect(licenseFormatOf('physical-therapist', 'AZ')).toBeNull();
    expect(validateLicenseNumber('physical-therapist', 'AZ', 'x')).toEqual({ valid: true });
    expect(validateLicenseNumber(null, 'CA', 'x')).toEqual({ valid: true });
    expect(validateLicenseNumber('nurse', 'PR', 'x')).toEqual({ valid: true });
    expect(licenseFormatOf('nurse', 'constructor')).toBeNull();
    expect(validateLicenseNumber('nurse', 'WY', '  ')).toEqual({ valid: false, message: 'This field is required' });
    expect(validateLicenseNumber('nurse', 'TX', '')).toEqual({ valid: false, message: 'This field is required' });
  });

  it('accepts the three test numbers for their own state only, whatever the format', () => {
    expect(Object.keys(LICENSE_TEST_NUMBERS).sort()).toEqual(['CO', 'MI', 'MO']);
    for (const [state, number] of Object.entries(LICENSE_TEST_NUMBERS)) {
      // Each of the three states has a nurse format that the test number does not match.
      expect(licenseFormatOf('nurse', state)?.pattern.test(number)).toBe(false);
      expect(validateLicenseNumber('nurse', state, number)).toEqual({ valid: true });
      expect(validateLicenseNumber('nurse', state, ` ${number.toLowerCase()} `)).toEqual({ valid: true });
    }
    expect(validateLicenseNumber('nurse', 'CA', LICENSE_TEST_NUMBERS.MI).valid).toBe(false);
    expect(validateLicenseNumber('nurse', 'MO', LICENSE_TEST_NUMBERS.MI).valid).toBe(false);
  });
});

/**
 * Issue 23: the massage therapist formats inferred from each licensing agency's numbering scheme.
 * Per state: synthetic ids of the scheme's shapes (with and without a profession prefix, with the
 * separators people type) that must be accepted, and clearly wrong ids that must be refused.
 */
const NEW_MASSAGE_FORMATS: Readonly<Record<string, { accepted: readonly string[]; refused: readonly string[] }>> = {
  AK: { accepted: ['112345', 'MAT1234', 'mat-1234'], refused: ['massage', '12', '123456789'] },
  CO: { accepted: ['MT.0012345', 'MT0012345', '0012345'], refused: ['MT.', 'MT.00123456789', 'MT-12'] },
  IL: { accepted: ['227.012345', '227012345', '227-012345', '36.14492'], refused: ['227.01', 'IL227012345', 'LMT'] },
  MI: { accepted: ['6701012345', '6701 012345', 'LMT 6701012345'], refused: ['670101234', '67010123456', 'abc'] },
  MO: { accepted: ['2012012345', '2012-012345', '012345'], refused: ['20120123456789', 'MO', '12'] },
  NJ: { accepted: ['18KI01234500', '18 KI 01234500', 'KI01234500'], refused: ['1801234500', '18KI012', 'KI'] },
  NY: { accepted: ['012345', '12345', 'MT 012345'], refused: ['123', '0123456789', 'NY'] },
  TX: { accepted: ['112345', 'MT112345', 'MT-112345', '1612345'], refused: ['MT', '12', '123456789012'] },
  UT: { accepted: ['11234567-4701', '112345674701', '11234567'], refused: ['4701', '11234567-47', 'UT11234567'] },
  VA: { accepted: ['0019012345', '0019-012345', '019012345', '012345'], refused: ['12345', '00190123456789', 'VA'] },
  WA: {
    accepted: ['MA61234567', 'MA.MA.61234567', 'ma 61234567', '61234567'],
    refused: ['MA6123', 'M61234567', 'MA612345678'],
  },
  WI: { accepted: ['11234-146', '11234 - 146', '11234'], refused: ['11234-1460', 'LMT11234', '12'] },
};

describe('massage therapist formats inferred from the licensing agency (issue 23)', () => {
  it('marks each new entry inferred', () => {
    for (const state of Object.keys(NEW_MASSAGE_FORMATS)) {
      const format = licenseFormatOf('massage-therapist', state);
      expect({ state, confidence: format?.confidence }).toEqual({ state, confidence: 'inferred' });
    }
  });

  it.each(Object.entries(NEW_MASSAGE_FORMATS))(
    '%s accepts its shapes and refuses clearly wrong ids',
    (state, cases) => {
      for (const id of cases.accepted) {
        expect({ id, verdict: validateLicenseNumber('massage-therapist', state, id) }).toEqual({
          id,
          verdict: { valid: true },
        });
      }
      const example = licenseFormatOf('massage-therapist', state)?.examples[0];
      for (const id of cases.refused) {
        expect({ id, verdict: validateLicenseNumber('massage-therapist', state, id) }).toEqual({
          id,
          verdict: { valid: false, message: `Incorrect format. Eg. ${example}` },
        });
      }
    },
  );

  it('leaves physician assistants (GA, AZ) and Arizona physical therapists without a format: any id is accepted', () => {
    for (const [family, state] of [
      ['physician-assistant', 'GA'],
      ['physician-assistant', 'AZ'],
      ['physical-therapist', 'AZ'],
    ] as const) {
      expect(licenseFormatOf(family, state)).toBeNull();
      expect(validateLicenseNumber(family, state, 'PA-C 0123')).toEqual({ valid: true });
    }
  });
});
