import fc from 'fast-check';
import type { CalendarDate } from '../../../src/domain/shared/calendar-date';
import { daysInMonth } from '../../../src/domain/shared/calendar-date';
import type { CheckKind } from '../../../src/domain/answers/registry';
import { FAMOUS_INVALID_SSNS, isPlaceholderDigits } from '../../../src/domain/validation/ssn';
import { US_STATES } from '../../../src/domain/validation/us-states';

/** The "today" every property test runs with. */
export const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''));
const between = (min: number, max: number, width: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(width, '0'));

export const isPlaceholderOrFamous = (nine: string) => FAMOUS_INVALID_SSNS.has(nine) || isPlaceholderDigits(nine);

/** Nine digits written as the SSN question accepts: plain, dashed or spaced. */
const taxIdFormat = (area: string, group: string, serial: string) =>
  fc.constantFrom('', '-', ' ').map((sep) => `${area}${sep}${group}${sep}${serial}`);

export const validSsnOnly = fc
  .tuple(fc.oneof(between(1, 665, 3), between(667, 899, 3)), between(1, 99, 2), between(1, 9999, 4))
  .filter(([a, g, s]) => !isPlaceholderOrFamous(a + g + s))
  .chain(([a, g, s]) => taxIdFormat(a, g, s));

const itinGroup = fc.oneof(between(50, 65, 2), between(70, 88, 2), between(90, 92, 2), between(94, 99, 2));
export const validItin = fc
  .tuple(digits(2), itinGroup, digits(4))
  .chain(([rest, group, serial]) => taxIdFormat(`9${rest}`, group, serial));
const validItinForSsn = validItin.filter((value) => !isPlaceholderOrFamous(value.replace(/\D/g, '')));

export const validEin = fc
  .tuple(digits(2), digits(7), fc.boolean())
  .map(([a, b, dash]) => `${a}${dash ? '-' : ''}${b}`);

const alnum = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
const label = fc
  .array(fc.constantFrom(...alnum, '-'), { minLength: 0, maxLength: 10 })
  .chain((middle) =>
    fc
      .tuple(fc.constantFrom(...alnum), fc.constantFrom(...alnum))
      .map(([a, z]) => (middle.length === 0 ? a : `${a}${middle.join('')}${z}`)),
  );
/** A dot-atom local part: atoms of the allowed characters joined by single dots, at most 64 characters. */
const atom = fc.array(fc.constantFrom(...alnum, ..."!#$%&'*+/=?^_`{|}~-"), { minLength: 1, maxLength: 10 });
export const validEmail = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 3 }))
  .map(([atoms, labels]) => `${atoms.map((a) => a.join('')).join('.')}@${labels.join('.')}`);

export const nonBlank = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
export const anyText = fc.string();

const validCalendarDate = (minYear: number, maxYear: number) =>
  fc
    .tuple(fc.integer({ min: minYear, max: maxYear }), fc.integer({ min: 1, max: 12 }))
    .chain(([year, month]) =>
      fc.integer({ min: 1, max: daysInMonth(year, month) }).map((day) => ({ year, month, day })),
    );
const usDate = (d: CalendarDate) =>
  `${String(d.month).padStart(2, '0')}/${String(d.day).padStart(2, '0')}/${String(d.year).padStart(4, '0')}`;

export const validDate = validCalendarDate(1, 9999).map(usDate);
export const validBirthday = validCalendarDate(1900, TODAY.year - 1).map(usDate);
export const validFutureDate = fc.oneof(
  fc.constant(usDate(TODAY)),
  validCalendarDate(TODAY.year + 1, 2200).map(usDate),
);

export const validMmc = fc
  .tuple(digits(7), fc.array(fc.constantFrom('', '-', ' ', '- '), { minLength: 8, maxLength: 8 }))
  .map(([d, seps]) => [...d].map((digit, i) => `${seps[i]}${digit}`).join('') + seps[7]);

export const validPhone = fc.constantFrom(
  '+12025550123',
  '+1 202 555 0123',
  '+1 (202) 555-0123',
  '+1.202.555.0123',
  '+442071838750',
  '+44 20 7183 8750',
  '+4915112345678',
  '+33 1 42 68 53 00',
  '+61 2 9374 4000',
);

export const stateCode = fc.constantFrom(...US_STATES.map((s) => s.code));

const validName = fc.record({ first: nonBlank, middle: anyText, last: nonBlank });

const sixChars = fc.array(fc.constantFrom(...alnum), { minLength: 6, maxLength: 6 }).map((c) => c.join(''));

const validCharge = fc.record({
  chargeID: fc.oneof(anyText, fc.nat()),
  chargeName: anyText,
  chargeDate: anyText,
  ageAtOffense: fc.integer({ min: 1, max: 150 }),
  lastPosition: nonBlank,
  cause: anyText,
  rehabilitationParole: fc.boolean(),
  rehabilitationProbation: fc.boolean(),
  rehabilitationEducation: fc.boolean(),
  rehabilitationTraining: fc.boolean(),
  rehabilitationAlcohol: fc.boolean(),
  rehabilitationDrug: fc.boolean(),
  rehabilitationNone: fc.constant(true),
  rehabilitationOther: fc.option(anyText, { nil: null }),
  paroleRequirements: nonBlank,
  offenseTraining: nonBlank,
  substanceTraining: nonBlank,
  additionalEffort: nonBlank,
  isBonded: fc.boolean(),
  additionalInformation: nonBlank,
});

/** A valid answer of every kind, as the CLI would pass it (strings, or parsed JSON). */
export const VALID_ANSWERS: Readonly<Record<CheckKind, fc.Arbitrary<unknown>>> = {
  ssn: fc.oneof(validSsnOnly, validItinForSsn),
  itin: validItin,
  ein: validEin,
  email: validEmail,
  text: nonBlank,
  'us-state': stateCode,
  integer: fc.oneof(fc.nat().map(String), fc.constant(String(Number.MAX_SAFE_INTEGER))),
  date: validDate,
  birthday: validBirthday,
  'future-date': validFutureDate,
  'mmc-reference-number': validMmc,
  'phone-number': validPhone,
  'full-name': validName,
  'past-name': fc.oneof(
    fc.record({ hasPastName: fc.constant(false), first: anyText, middle: anyText, last: anyText }),
    validName.map((name) => ({ hasPastName: true, ...name })),
  ),
  address: fc.record({ street: nonBlank, city: nonBlank, state: stateCode, postcode: nonBlank }),
  cpr: fc.oneof(
    fc.record({ provider: fc.constant('American Heart Association'), certId: nonBlank }),
    fc.record({ provider: fc.constant('American Red Cross'), certId: sixChars }),
  ),
  'bar-license-details': fc.record(
    {
      jurisdiction: stateCode,
      yearAdmitted: fc.oneof(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1900, max: 2099 }).map(String)),
      licenseNumber: anyText,
    },
    { requiredKeys: ['jurisdiction', 'yearAdmitted'] },
  ),
  consent: fc.record(
    {
      authorized: fc.constant(true),
      requestedFreeCopy: fc.boolean(),
      attrType: fc.constantFrom(
        'consent.fcra.reviewed_disclosure',
        'consent.fcra.state_resident_notice',
        'consent.fcra.authorized',
        'consent.biometric.authorization',
      ),
    },
    { requiredKeys: ['authorized'] },
  ),
  'statement-of-truth': fc.record({ value: fc.boolean(), consentText: nonBlank }),
  'bulk-email': fc.oneof(
    fc.record({ emails: fc.array(validEmail, { minLength: 1, maxLength: 5 }), certified: fc.constant(true) }),
    fc.record({
      emails: fc.array(validEmail, { maxLength: 3 }),
      certified: fc.constant(true),
      required: fc.constant(false),
    }),
  ),
  charge: validCharge,
};

/** Whitespace the validators trim away. */
export const whitespace = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'),
  minLength: 1,
  maxLength: 4,
});

/** Pads every string inside a value (recursively) with the given whitespace. */
export function padStrings(value: unknown, pad: string): unknown {
  if (typeof value === 'string') return `${pad}${value}${pad}`;
  if (Array.isArray(value)) return value.map((item) => padStrings(item, pad));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, padStrings(item, pad)]));
  }
  return value;
}
