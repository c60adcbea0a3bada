import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { JsonObject } from '../shared/json-fields';
import { at, isAbsent, isJsonObject } from '../shared/json-fields';

/** One attribute-sharing agreement of a request, as far as the status page reads it. */
export interface AgreementRecord {
  readonly attributeType: string;
  readonly fulfilmentStatus: string | null;
}

/** A request record (GET /requests/{id}, spec 000 §3). Timestamps are Unix seconds. */
export interface RequestRecord {
  readonly status: string;
  readonly createdAt: number | null;
  readonly submittedAt: number | null;
  readonly completedAt: number | null;
  readonly agreements: readonly AgreementRecord[];
  /**
   * The record's `events` as received, unread (spec 000 §4 'Events'): only the status page reads
   * them (readRequestEvents, leniently), so the start script does not carry their reader. Absent
   * when the record has none.
   */
  readonly events?: unknown;
}

/** The largest instant a JavaScript Date holds, in seconds: beyond it a date cannot be shown. */
const MAX_TIMESTAMP_SECONDS = 8_640_000_000_000;

function readTimestamp(body: JsonObject, key: string): Result<number | null, string> {
  const value = body[key];
  if (isAbsent(value)) return ok(null);
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > MAX_TIMESTAMP_SECONDS) {
    return err(`${key} must be a timestamp in seconds or null`);
  }
  return ok(value);
}

function readAgreement(raw: unknown, path: string): Result<AgreementRecord, string> {
  if (!isJsonObject(raw)) return err(`${path} must be an object`);
  const attributeType = raw['attribute_type'];
  if (typeof attributeType !== 'string') return err(`${at(path, 'attribute_type')} must be a string`);
  const fulfilment = raw['fulfilment'];
  if (isAbsent(fulfilment)) return ok({ attributeType, fulfilmentStatus: null });
  if (!isJsonObject(fulfilment)) return err(`${at(path, 'fulfilment')} must be an object or null`);
  const status = fulfilment['status'];
  if (isAbsent(status)) return ok({ attributeType, fulfilmentStatus: null });
  if (typeof status !== 'string') return err(`${at(at(path, 'fulfilment'), 'status')} must be a string or null`);
  return ok({ attributeType, fulfilmentStatus: status });
}

/**
 * Reads a GET /requests/{id} body (snake_case: status, created_at, submitted_at, completed_at in
 * seconds or null, attribute_sharing_agreements[{attribute_type, fulfilment:{status}}]).
 * An absent timestamp reads as null and absent agreements as none; anything of the wrong type is
 * refused with one line naming the field.
 */
export function parseRequestRecord(raw: unknown): Result<RequestRecord, string> {
  if (!isJsonObject(raw)) return err('the request record must be a JSON object');
  const status = raw['status'];
  if (typeof status !== 'string') return err('status must be a string');

  const createdAt = readTimestamp(raw, 'created_at');
  if (!createdAt.ok) return createdAt;
  const submittedAt = readTimestamp(raw, 'submitted_at');
  if (!submittedAt.ok) return submittedAt;
  const completedAt = readTimestamp(raw, 'completed_at');
  if (!completedAt.ok) return completedAt;

  const rawAgreements = raw['attribute_sharing_agreements'];
  const agreements: AgreementRecord[] = [];
  if (!isAbsent(rawAgreements)) {
    if (!Array.isArray(rawAgreements)) return err('attribute_sharing_agreements must be an array');
    for (const [index, item] of (rawAgreements as readonly unknown[]).entries()) {
      const agreement = readAgreement(item, at('attribute_sharing_agreements', index));
      if (!agreement.ok) return agreement;
      agreements.push(agreement.value);
    }
  }

  return ok({
    status,
    createdAt: createdAt.value,
    submittedAt: submittedAt.value,
    completedAt: completedAt.value,
    agreements,
    ...(isAbsent(raw['events']) ? {} : { events: raw['events'] }),
  });
}
