import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { JsonObject } from '../shared/json-fields';
import { fieldOf, jsonTypeName, readAll, readFlag, readObject, readText } from '../shared/json-fields';
import type { ChargeAnswer, ChargeId } from './charge-answer';

function readChargeId(object: JsonObject): Result<ChargeId, string> {
  const value = fieldOf(object, 'chargeID');
  if (value === undefined || value === null) return ok('');
  return typeof value === 'string' || typeof value === 'number'
    ? ok(value)
    : err(`chargeID must be a string or a number, not ${jsonTypeName(value)}`);
}

function readAge(object: JsonObject): Result<number | null, string> {
  const value = fieldOf(object, 'ageAtOffense');
  if (value === undefined || value === null) return ok(null);
  return typeof value === 'number' ? ok(value) : err(`ageAtOffense must be a number, not ${jsonTypeName(value)}`);
}

function readOther(object: JsonObject): Result<string | null, string> {
  const value = fieldOf(object, 'rehabilitationOther');
  if (value === undefined || value === null) return ok(null);
  return typeof value === 'string'
    ? ok(value)
    : err(`rehabilitationOther must be a string or null, not ${jsonTypeName(value)}`);
}

/** An unticked box: absent counts as false. */
const readBox = (object: JsonObject, key: string) => (): Result<boolean, string> => {
  const read = readFlag(object, key);
  return read.ok ? ok(read.value ?? false) : read;
};

/**
 * Reads one charge answer (spec 001 §3.4) from untrusted JSON. Spec is silent on missing fields:
 * absent texts count as '', absent boxes as unticked, an absent age, isBonded or Other as null
 * (unanswered), so they make the charge invalid rather than unreadable. chargeName and chargeDate
 * stay as given: their defaults are applied when the charge is built or encoded.
 */
export function readChargeAnswer(raw: unknown, what = 'a charge answer'): Result<ChargeAnswer, string> {
  const object = readObject(raw, what);
  if (!object.ok) return object;
  const o = object.value;
  const text = (key: string) => () => readText(o, key);
  return readAll<ChargeAnswer>({
    chargeID: () => readChargeId(o),
    chargeName: text('chargeName'),
    chargeDate: text('chargeDate'),
    ageAtOffense: () => readAge(o),
    lastPosition: text('lastPosition'),
    cause: text('cause'),
    rehabilitationParole: readBox(o, 'rehabilitationParole'),
    rehabilitationProbation: readBox(o, 'rehabilitationProbation'),
    rehabilitationEducation: readBox(o, 'rehabilitationEducation'),
    rehabilitationTraining: readBox(o, 'rehabilitationTraining'),
    rehabilitationAlcohol: readBox(o, 'rehabilitationAlcohol'),
    rehabilitationDrug: readBox(o, 'rehabilitationDrug'),
    rehabilitationNone: readBox(o, 'rehabilitationNone'),
    rehabilitationOther: () => readOther(o),
    paroleRequirements: text('paroleRequirements'),
    offenseTraining: text('offenseTraining'),
    substanceTraining: text('substanceTraining'),
    additionalEffort: text('additionalEffort'),
    isBonded: () => readFlag(o, 'isBonded'),
    additionalInformation: text('additionalInformation'),
  });
}
