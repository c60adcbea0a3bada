/**
 * @jest-environment jsdom
 */
import type { IncomingMessage, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/browser';
import { HttpInterviewService } from '../../../src/adapters/http/http-interview-service';
import { SentryErrorReporter } from '../../../src/adapters/sentry/sentry-error-reporter';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { CHECK_KINDS } from '../../../src/domain/answers/registry';
import { checkKindOf } from '../../../src/domain/questions/check-kind-of';
import { INPUT_KINDS } from '../../../src/domain/questions/input-kind';
import { SMART_ATTRIBUTE_KINDS } from '../../../src/domain/questions/smart-attribute';
import type { AnswerSample } from './answer-samples';
import { answerSamples } from './answer-samples';
import { DSN, realSentry, sent } from './recording-sentry';

// Every answer kind's sample goes through a failing submission: the app's real HTTP adapter (axios
// over real HTTP, in a DOM) sends it to a loopback service that refuses it with 500 or 400 and
// echoes the body it received in its error message, as a hostile or buggy service might. The
// failure goes to the real SentryErrorReporter over the real @sentry/browser SDK, whose transport
// only records the envelopes; the SDK adds its own console and XHR breadcrumbs. No sample value may
// be in any envelope, in any form it travelled in.

const SAMPLES = answerSamples();

const bodyOf = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * A service that refuses every call, in turn with 500 (the body echoed in the message and as
 * JSON) and 400 (echoed in the message only). It answers the browser's CORS preflight, since the
 * adapter sends credentials, JSON and the anti-forgery header from the page's origin.
 */
async function echoingService(): Promise<{ server: Server; url: string }> {
  let calls = 0;
  const server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      connection: 'close',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
      });
      response.end();
      return;
    }
    void bodyOf(request).then((body) => {
      calls += 1;
      const status = calls % 2 === 1 ? 500 : 400;
      const echo =
        status === 500
          ? { message: `could not store ${body}`, received: parsed(body) }
          : { reason: 'invalid_answer', message: `invalid answer: ${body}` };
      response.writeHead(status, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify(echo));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The sample sent by the port's own method for it, as its screen sends it. */
function submit(service: HttpInterviewService, sample: AnswerSample) {
  switch (sample.sendBy) {
    case 'verify':
      return service.verifyId(sample.submission);
    case 'pay':
      return service.pay(sample.paymentToken ?? '');
    default:
      return service.postAttributeData(sample.submission);
  }
}

/** A value in the forms it may travel in: as is, JSON-escaped once (in a JSON string) and twice. */
const forms = (text: string): string[] => {
  const once = JSON.stringify(text).slice(1, -1);
  return [text, once, JSON.stringify(once).slice(1, -1)];
};

/**
 * What the sample put on the wire: every text of five characters or more as it is, shorter texts,
 * numbers and booleans with their key ("value":true, "year":1987: a bare 'TX' or 1987 is found
 * anywhere), and each answer's whole JSON.
 */
function wireValues(value: unknown, key: string): string[] {
  if (typeof value === 'string') return value.length >= 5 ? [value] : [`"${key}":${JSON.stringify(value)}`];
  if (typeof value === 'number' || typeof value === 'boolean') return [`"${key}":${JSON.stringify(value)}`];
  if (value === null || typeof value !== 'object') return [];
  const inner = Array.isArray(value)
    ? value.flatMap((item) => wireValues(item, key))
    : Object.entries(value).flatMap(([name, item]) => wireValues(item, name));
  return [JSON.stringify(value), ...inner];
}

const wireOf = (sample: AnswerSample): string[] => [
  ...Object.values(sample.submission).flatMap((entry) => wireValues(entry.value, 'value')),
  ...(sample.paymentToken ? [sample.paymentToken] : []),
];

/** Every form of every value of the sample: typed (five characters or more) and on the wire. */
const searchedFor = (sample: AnswerSample): string[] => [
  ...new Set([...sample.typed.filter((text) => text.length >= 5), ...wireOf(sample)].flatMap(forms)),
];

/** The card form's failure as a careless integration logs it: the card's values reach the console. */
function logCardForm(sample: AnswerSample): void {
  if (sample.sendBy !== 'pay') return;
  console.error(`card form: payment failed for ${sample.typed.join(', ')}`, { number: '378282246310005', cvc: '7373' });
}

describe('failed submissions of every answer kind, reported through the real Sentry SDK', () => {
  let service: Awaited<ReturnType<typeof echoingService>>;
  /** What the reporter was handed for each sample, before any scrubbing. */
  const unscrubbed = new Map<string, string>();
  let payload = '';

  beforeAll(async () => {
    service = await echoingService();
    // The SDK wraps console methods at init: silence them first, so its wrapper records the call.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, realSentry);
    expect(await reporter.ready()).toBe(true);
    reporter.identify({ email: 'reviewer@acme-staffing.example', businessFlow: false, issuerId: 'acme-staffing' });
    const interview = new HttpInterviewService({ baseUrl: service.url, timeoutMs: 5000 });
    interview.startSession('canary-Zq8vW3kP1xYt');

    for (const sample of SAMPLES) {
      logCardForm(sample);
      const result = await submit(interview, sample);
      if (result.ok) throw new Error(`the ${sample.kind} submission did not fail`);
      const error: ServiceError = result.error;
      if (error.kind !== 'http') throw new Error(`the ${sample.kind} submission failed as ${error.kind}`);
      // The app does not report a refused submission (error-action.view-model.ts reports malformed
      // answers only) nor log it. The worst case is simulated here: the failure logged to the console and
      // reported with the service's message, and its body as text under a key the scrubber does
      // not know ('response'), so only the text rules stand between it and the report.
      console.error(`submitting ${sample.kind} failed: ${error.message}`, error);
      const response = JSON.stringify(error.body);
      reporter.report(new Error(error.message), { kind: sample.kind, status: String(error.status), response });
      unscrubbed.set(sample.kind, `${error.message}\n${response}\n${sample.typed.join('\n')}`);
    }
    await Promise.resolve();
    expect(await Sentry.flush(5000)).toBe(true);
    payload = sent.join('\n');
  }, 60_000);

  afterAll(async () => {
    await Sentry.close();
    service.server.closeAllConnections();
    await new Promise<void>((resolve) => service.server.close(() => resolve()));
    jest.restoreAllMocks();
  });

  it('covers every kind with a sample', () => {
    const kinds = SAMPLES.map((sample) => sample.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toEqual(expect.arrayContaining([...INPUT_KINDS, ...SMART_ATTRIBUTE_KINDS, 'payment']));
    const answerKinds = new Set(INPUT_KINDS.map((kind) => checkKindOf({ kind: 'input', inputKind: kind })));
    for (const kind of CHECK_KINDS) expect(answerKinds.has(kind) || kinds.includes(`answer:${kind}`)).toBe(true);
  });

  it('sends one report per failed submission, with its status, console and XHR breadcrumbs', () => {
    const events = sent
      .flatMap((envelope) => envelope.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((item) => Array.isArray((item.exception as { values?: unknown } | undefined)?.values));
    expect(events.map((event) => (event.extra as Record<string, string>).kind)).toEqual(
      SAMPLES.map((sample) => sample.kind),
    );
    for (const event of events) {
      const extra = event.extra as Record<string, string>;
      expect(['500', '400']).toContain(extra.status);
      const value = (event.exception as { values: { value: string }[] }).values[0]?.value;
      expect(value).toMatch(/^(could not store|invalid answer:) /);
    }
    const crumbs = (events.at(-1)?.breadcrumbs ?? []) as { category?: string; data?: Record<string, unknown> }[];
    expect(crumbs.some((crumb) => crumb.category === 'console')).toBe(true);
    expect(crumbs.filter((crumb) => crumb.category === 'xhr').map((crumb) => crumb.data?.status_code)).toContain(500);
    expect(payload).toContain('/attributeData');
  });

  it.each(SAMPLES.map((sample) => [sample.kind, sample] as const))(
    'the reporter was handed the values of %s (so the search below can fail)',
    (kind, sample) => {
      const handed = unscrubbed.get(kind) ?? '';
      for (const value of wireOf(sample)) expect(forms(value).some((form) => handed.includes(form))).toBe(true);
    },
  );

  it.each(SAMPLES.map((sample) => [sample.kind, sample] as const))(
    'lets no value of %s out, in any form',
    (_kind, sample) => {
      const leaked = searchedFor(sample).filter((form) => payload.includes(form));
      expect(leaked).toEqual([]);
    },
  );
});
