import { CHECK_KINDS, describeValue, takesJson } from '../domain/answers/registry';
import { commands } from './commands/registry';

const KIND_HELP = CHECK_KINDS.map(
  (kind) => `    ${kind.padEnd(22)}${takesJson(kind) ? `JSON ${describeValue(kind)}` : describeValue(kind)}`,
);

const GENERAL = [
  'attest: explains what an Attest applicant or business owner is seeing.',
  '',
  'Usage:',
  ...commands.map((c) => `  ${c.synopsis.padEnd(50)}${c.summary}`),
  '',
  'Options:',
  '  --json               print exactly one JSON document instead of the explanation',
  '  --today YYYY-MM-DD   the date to count from (default: today in the local time zone)',
  "  --lang en|es         the applicant's language: the texts they see, in English (default) or Spanish",
  "  --help               this help, or a command's help with attest COMMAND --help",
  '',
  'Kinds for check and encode (a JSON answer takes only the keys shown; any other key is bad input):',
  ...KIND_HELP,
  '',
  'Examples (the files are in the repository, under examples/cli; attest COMMAND --help shows their shape):',
  '  attest check ssn 536-22-1847 078-05-1120',
  '  attest check integer -1',
  '  attest check full-name \'{"first":"Ann","last":"Lee"}\' --json',
  '  attest encode address \'{"street":"1 Main St","city":"Austin","state":"TX","postcode":"78701"}\'',
  ...commands.flatMap((c) => (c.example === undefined ? [] : [`  ${c.example}`])),
  '  curl -s .../requests/R1 | attest request - --today 2026-11-22',
  '  attest error TokenExpired',
  '  attest error TokenExpired --lang es',
  '',
  'Exit codes: 0 done, 2 bad input (one line on stderr).',
];

export function helpText(commandName?: string): string {
  const command = commands.find((c) => c.name === commandName);
  if (command === undefined) return GENERAL.join('\n');
  const lines = [`Usage: ${command.synopsis} [--json]`, '', `${command.summary}.`];
  if (command.name === 'check' || command.name === 'encode')
    lines.push('', 'Kinds (a JSON answer takes only the keys shown; any other key is bad input):', ...KIND_HELP);
  if (command.input !== undefined) {
    lines.push('', 'Input: one JSON document, from FILE or standard input (-); keys marked ? are optional:');
    lines.push(...command.input.map((line) => `  ${line}`));
  }
  if (command.example !== undefined) lines.push('', 'Example (from the repository root):', `  ${command.example}`);
  return lines.join('\n');
}
