/** Makes a switch over a discriminated union total: a new member fails the typecheck here. */
export function assertNever(value: never, context = 'value'): never {
  throw new Error(`Unexpected ${context}: ${JSON.stringify(value)}`);
}
