import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { fieldOf, jsonTypeName, readObject } from '../shared/json-fields';

/**
 * The offenses load (spec 001 §3.4), apart from the charge answers built on it, so the HTTP adapter
 * that reads it does not carry the assessment's texts into the start bundle.
 */

/** A charge's id as the offenses load gives it. */
export type ChargeId = string | number;

/** A loaded criminal offense (spec 001 §3.4). */
export interface CriminalOffense {
  readonly id: ChargeId;
  readonly specificOffense?: string;
  readonly effectiveDate?: string;
}

function readOptionalText(value: unknown, path: string): Result<string | undefined, string> {
  if (value === undefined || value === null) return ok(undefined);
  return typeof value === 'string' ? ok(value) : err(`${path} must be a string, not ${jsonTypeName(value)}`);
}

/**
 * Reads the loaded offenses from untrusted JSON (a list of {id, specificOffense?, effectiveDate?}).
 * Spec is silent on the load's shape beyond those fields: the id is required (a charge answers one
 * offense), name and date are optional as they have defaults.
 */
export function parseCriminalOffenses(raw: unknown): Result<readonly CriminalOffense[], string> {
  if (!Array.isArray(raw)) return err(`offenses must be a list, not ${jsonTypeName(raw)}`);
  const offenses: CriminalOffense[] = [];
  for (const [index, item] of raw.entries()) {
    const path = `offenses[${index}]`;
    const object = readObject(item, path);
    if (!object.ok) return object;
    const id = fieldOf(object.value, 'id');
    if (typeof id !== 'string' && typeof id !== 'number') return err(`${path}.id must be a string or a number`);
    const specificOffense = readOptionalText(fieldOf(object.value, 'specificOffense'), `${path}.specificOffense`);
    if (!specificOffense.ok) return specificOffense;
    const effectiveDate = readOptionalText(fieldOf(object.value, 'effectiveDate'), `${path}.effectiveDate`);
    if (!effectiveDate.ok) return effectiveDate;
    offenses.push({
      id,
      ...(specificOffense.value === undefined ? {} : { specificOffense: specificOffense.value }),
      ...(effectiveDate.value === undefined ? {} : { effectiveDate: effectiveDate.value }),
    });
  }
  return ok(offenses);
}
