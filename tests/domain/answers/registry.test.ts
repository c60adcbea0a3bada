import { checkAnswer } from '../../../src/domain/answers/check-answer';
import { encodeAnswer } from '../../../src/domain/answers/encode-answer';
import { readAnswer } from '../../../src/domain/answers/read-answer';
import { ANSWER_KINDS, CHECK_KINDS, takesJson } from '../../../src/domain/answers/registry';
import { TODAY, VALID_ANSWERS } from '../validation/valid-answers';
import fc from 'fast-check';

const context = { today: TODAY };

describe('the answer kind registry', () => {
  it('knows the keys of every object kind, and none for the text kinds', () => {
    const keys = Object.fromEntries(CHECK_KINDS.map((kind) => [kind, ANSWER_KINDS[kind].keys]));
    expect(keys).toEqual({
      ssn: null,
      itin: null,
      ein: null,
      email: null,
      text: null,
      'us-state': null,
      integer: null,
      date: null,
      birthday: null,
      'future-date': null,
      'mmc-reference-number': null,
      'phone-number': null,
      'full-name': ['first', 'middle', 'last'],
      'past-name': ['hasPastName', 'first', 'middle', 'last'],
      address: ['street', 'city', 'state', 'postcode'],
      cpr: ['provider', 'certId'],
      'bar-license-details': ['jurisdiction', 'yearAdmitted', 'licenseNumber'],
      consent: ['authorized', 'requestedFreeCopy', 'attrType'],
      'statement-of-truth': ['value', 'consentText'],
      'bulk-email': ['emails', 'certified', 'required'],
      charge: [
        'chargeID',
        'chargeName',
        'chargeDate',
        'ageAtOffense',
        'lastPosition',
        'cause',
        'rehabilitationParole',
        'rehabilitationProbation',
        'rehabilitationEducation',
        'rehabilitationTraining',
        'rehabilitationAlcohol',
        'rehabilitationDrug',
        'rehabilitationNone',
        'rehabilitationOther',
        'paroleRequirements',
        'offenseTraining',
        'substanceTraining',
        'additionalEffort',
        'isBonded',
        'additionalInformation',
      ],
    });
  });

  it('describes every key an object kind knows', () => {
    for (const kind of CHECK_KINDS.filter(takesJson)) {
      const { keys, describe } = ANSWER_KINDS[kind];
      for (const key of keys ?? []) {
        const named = describe.includes(`"${key}"`) || describe.includes(key.replace(/^rehabilitation/, ''));
        expect({ kind, key, named }).toEqual({ kind, key, named: true });
      }
    }
  });
});

describe('unknown keys of an object answer', () => {
  it('are refused on request, with one line naming the key', () => {
    expect(
      readAnswer('past-name', { hasPreviousName: true, first: 'Ann', last: 'Lee' }, { unknownKeys: 'refuse' }),
    ).toEqual({
      ok: false,
      error: "unknown key 'hasPreviousName' (known keys: hasPastName, first, middle, last)",
    });
    expect(
      checkAnswer('address', { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }, context, {
        unknownKeys: 'refuse',
      }),
    ).toEqual({
      ok: false,
      error: "unknown key 'zip' (known keys: street, city, state, postcode)",
    });
    expect(
      encodeAnswer('full-name', { first: 'Ann', last: 'Lee', suffix: 'Jr' }, context, { unknownKeys: 'refuse' }),
    ).toEqual({
      ok: false,
      error: { kind: 'shape', message: "unknown key 'suffix' (known keys: first, middle, last)" },
    });
  });

  it('are ignored by default, as the app reads answers the service stored with keys of its own', () => {
    const stored = { $objectType: 'Name', first: 'Ann', middle: '', last: 'Lee' };
    expect(checkAnswer('full-name', stored, context)).toEqual({ ok: true, value: { valid: true } });
    expect(encodeAnswer('full-name', stored, context)).toEqual({
      ok: true,
      value: { $objectType: 'Name', first: 'Ann', middle: '', last: 'Lee' },
    });
  });

  it('never turn away a valid answer made only of known keys', () => {
    for (const kind of CHECK_KINDS) {
      fc.assert(
        fc.property(VALID_ANSWERS[kind], (raw) => {
          expect(checkAnswer(kind, raw, context, { unknownKeys: 'refuse' })).toEqual({
            ok: true,
            value: { valid: true },
          });
        }),
        { numRuns: 30 },
      );
    }
  });
});

describe('text answers', () => {
  it('are judged and sent without their surrounding whitespace', () => {
    expect(readAnswer('email', '  ann@example.com\t')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(encodeAnswer('email', '  ann@example.com\t', context)).toEqual({ ok: true, value: 'ann@example.com' });
    expect(encodeAnswer('text', '\u00a0Jane at Acme ', context)).toEqual({ ok: true, value: 'Jane at Acme' });
    expect(encodeAnswer('integer', ' 42 ', context)).toEqual({ ok: true, value: 42 });
  });

  it('of object answers are read without their surrounding whitespace too', () => {
    expect(
      readAnswer('address', { street: ' 1 Main St ', city: 'Austin\t', state: ' TX', postcode: '78701 ' }),
    ).toEqual({
      ok: true,
      value: { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' },
    });
    expect(readAnswer('bulk-email', { emails: [' a@x.io ', 'b@x.io\n'], certified: true })).toEqual({
      ok: true,
      value: { emails: ['a@x.io', 'b@x.io'], certified: true, required: true },
    });
  });
});
