import { isJsonObject } from '../shared/json-fields';
import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

/** A question's constraints (spec 001 §3.1): the choices of a select and the labels it shows. */
export interface QuestionConstraints {
  readonly options?: readonly string[];
  /** Label shown for an option, keyed by the option value. */
  readonly customLabels?: Readonly<Record<string, string>>;
  readonly trueLabel?: string;
  readonly falseLabel?: string;
}

/**
 * Reads constraints, which the server sends as a JSON string; an already-decoded object is taken
 * too. Unknown keys are ignored so the server can add constraints this app does not use yet.
 */
export function parseConstraints(raw: unknown, path = 'constraints'): Result<QuestionConstraints, string> {
  let decoded: unknown = raw;
  if (typeof raw === 'string') {
    try {
      decoded = JSON.parse(raw) as unknown;
    } catch {
      return err(`${path} is not valid JSON`);
    }
  }
  if (!isJsonObject(decoded)) return err(`${path} must be a JSON object`);
  const { options, customLabels, trueLabel, falseLabel } = decoded;

  if (options !== undefined && !(Array.isArray(options) && options.every((o) => typeof o === 'string'))) {
    return err(`${path}.options must be a list of strings`);
  }
  if (
    customLabels !== undefined &&
    !(isJsonObject(customLabels) && Object.values(customLabels).every((l) => typeof l === 'string'))
  ) {
    return err(`${path}.customLabels must be an object of strings`);
  }
  if (trueLabel !== undefined && typeof trueLabel !== 'string') return err(`${path}.trueLabel must be a string`);
  if (falseLabel !== undefined && typeof falseLabel !== 'string') return err(`${path}.falseLabel must be a string`);

  return ok({
    ...(options === undefined ? {} : { options: [...(options as string[])] }),
    ...(customLabels === undefined ? {} : { customLabels: { ...(customLabels as Record<string, string>) } }),
    ...(trueLabel === undefined ? {} : { trueLabel }),
    ...(falseLabel === undefined ? {} : { falseLabel }),
  });
}
