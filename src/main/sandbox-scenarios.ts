import type { Result } from '../domain/shared/result';
import { err, ok } from '../domain/shared/result';

/** A ready-made situation the sandbox backend can create (GET /__sandbox/scenarios). */
export interface Scenario {
  readonly name: string;
  readonly description: string;
}

export const SCENARIOS_PATH = '/__sandbox/scenarios';

export const scenarioPath = (name: string): string => `${SCENARIOS_PATH}/${encodeURIComponent(name)}`;

/** The scenario list as the sandbox answers it; entries without a name are left out. */
export function parseScenarios(raw: unknown): Result<readonly Scenario[], string> {
  if (!Array.isArray(raw)) return err('The sandbox answered something other than a list of scenarios.');
  return ok(
    raw.flatMap((entry: unknown) => {
      const { name, description } = (entry ?? {}) as { name?: unknown; description?: unknown };
      if (typeof name !== 'string' || name.trim() === '') return [];
      return [{ name, description: typeof description === 'string' ? description : '' }];
    }),
  );
}

/** The link a new scenario instance answers with (POST /__sandbox/scenarios/{name}). */
export function parseScenarioLink(raw: unknown): string | null {
  const url = (raw as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}
