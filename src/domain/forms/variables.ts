/**
 * Variable names offered as {{name}} mentions in the html editor may hold letters, digits, space,
 * underscore, dot, colon and hyphen (spec 001 §10.5). Spec is silent on letters outside English:
 * any Unicode letter or digit counts, since issuers name variables in their own language.
 */
const VARIABLE_NAME = /^[\p{L}\p{Nd} _.:-]+$/u;

export const isVariableName = (name: string): boolean => VARIABLE_NAME.test(name);

/** The text a variable is written as in the editor. */
export const variableMention = (name: string): string => `{{${name}}}`;

/** The valid variable names mentioned in a text, in order of first mention, without repeats. */
export function variablesIn(text: string): readonly string[] {
  const names = [...text.matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names.filter(isVariableName))];
}
