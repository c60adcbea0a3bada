import { encodeAnswer } from '../../domain/answers/encode-answer';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { STRICT, readKind, readValue } from './answer-input';

export const encodeCommand: Command = {
  name: 'encode',
  synopsis: 'attest encode KIND VALUE',
  summary: 'print the answer value as the verification service receives it',
  takesToday: true,
  run({ args, today }) {
    const [kindName, value, ...rest] = args;
    const kind = readKind(kindName);
    if (value === undefined || rest.length > 0) throw new UsageError(`encode ${kind} takes exactly one VALUE`);
    const encoded = encodeAnswer(kind, readValue(kind, value, 'the value'), { today: today() }, STRICT);
    if (!encoded.ok) {
      const why = encoded.error.kind === 'shape' ? `not a ${kind} answer` : 'invalid';
      throw new UsageError(`cannot encode: the value is ${why}: ${encoded.error.message}`);
    }
    return { json: encoded.value, text: `${kind} is sent as:\n${JSON.stringify(encoded.value, null, 2)}` };
  },
};
