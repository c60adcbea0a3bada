import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { FieldReader, FieldReaders } from '../shared/field-readers';
import { readBox, readFields } from '../shared/field-readers';
import { fieldOf, jsonTypeName, readFlag, readObject, readText } from '../shared/json-fields';
import type { ChargeAnswer, ChargeId } from './charge-answer';

const readChargeId: FieldReader<ChargeId> = (object, key) => {
  const value = fieldOf(object, key);
  if (value === undefined || value === null) return ok('');
  return typeof value === 'string' || typeof value === 'number'
    ? ok(value)
    : err(`${key} must be a string or a number, not ${jsonTypeName(value)}`);
};

const readAge: FieldReader<number | null> = (object, key) => {
  const value = fieldOf(object, key);
  if (value === undefined || value === null) return ok(null);
  return typeof value === 'number' ? ok(value) : err(`${key} must be a number, not ${jsonTypeName(value)}`);
};

const readOther: FieldReader<string | null> = (object, key) => {
  const value = fieldOf(object, key);
  if (value === undefined || value === null) return ok(null);
  return typeof value === 'string' ? ok(value) : err(`${key} must be a string or null, not ${jsonTypeName(value)}`);
};

/** An unticked box: absent counts as false. */
const box = readBox();

/**
 * The fields of one charge answer (spec 001 §3.4), each with its reader: the keys a charge answer
 * knows. Spec is silent on missing fields: absent texts count as '', absent boxes as unticked, an
 * absent age, isBonded or Other as null (unanswered), so they make the charge invalid rather than
 * unreadable. chargeName and chargeDate stay as given: their defaults are applied when the charge
 * is built or encoded.
 */
export const CHARGE_FIELDS: FieldReaders<ChargeAnswer> = {
  chargeID: readChargeId,
  chargeName: readText,
  chargeDate: readText,
  ageAtOffense: readAge,
  lastPosition: readText,
  cause: readText,
  rehabilitationParole: box,
  rehabilitationProbation: box,
  rehabilitationEducation: box,
  rehabilitationTraining: box,
  rehabilitationAlcohol: box,
  rehabilitationDrug: box,
  rehabilitationNone: box,
  rehabilitationOther: readOther,
  paroleRequirements: readText,
  offenseTraining: readText,
  substanceTraining: readText,
  additionalEffort: readText,
  isBonded: readFlag,
  additionalInformation: readText,
};

/** Reads one charge answer from untrusted JSON (see CHARGE_FIELDS); keys it does not know are ignored. */
export function readChargeAnswer(raw: unknown, what = 'a charge answer'): Result<ChargeAnswer, string> {
  const object = readObject(raw, what);
  return object.ok ? readFields(object.value, CHARGE_FIELDS) : object;
}
