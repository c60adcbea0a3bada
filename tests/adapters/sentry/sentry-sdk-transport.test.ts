/**
 * @jest-environment jsdom
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/browser';
import { SentryErrorReporter } from '../../../src/adapters/sentry/sentry-error-reporter';
import { DSN, realSentry, sent } from './recording-sentry';

// The real @sentry/browser SDK with the real reporter (its beforeSend and beforeBreadcrumb), in a
// DOM: only the transport is ours, and it keeps the envelopes instead of sending them. Everything
// it received is serialised and searched for answer values.

const USER_EMAIL = 'jane.applicant@example.com';
const CANARY = 'canary-Zq8vW3kP1xYt';
const AUTH_CODE = 'auth-Hn4Lr7Tc2Bw9';
const IMAGE_B64 = `/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT${'Q'.repeat(40)}`;

/** Answer values; none may reach the transport, whatever part of an event carries them. */
const ANSWERS = {
  ssn: '123-45-6789',
  ssnSpaced: '219 09 9999',
  birthTyped: '04/15/1987',
  birthStored: '1987-04-15',
  card: '4242 4242 4242 4242',
  cardDashed: '5555-5555-5555-4444',
  cvcWithLabel: 'cvc: 9731',
  phoneUs: '(512) 555-0123',
  phoneDashed: '512-555-0123',
  phoneDotted: '512.555.0123',
  phoneInternational: '+44 20 7946 0958',
  phoneE164: '+15125550123',
  phoneTel: 'tel:+1-512-555-0199',
  otherEmail: 'pat.reference@mail.example.org',
  otherEmailEncoded: 'owner%40biz.example',
  street: '1200 Elm Street',
  canary: CANARY,
  authCode: AUTH_CODE,
  image: IMAGE_B64,
};

/** A loopback server that fails every call, like a service refusing an answer. */
async function failingServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(500, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: `rejected ${ANSWERS.ssn}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real XMLHttpRequest (patched by the SDK's breadcrumbs), settled whatever its status. */
const xhr = (method: string, url: string, body?: string): Promise<number> =>
  new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.onloadend = () => resolve(request.status);
    request.send(body ?? null);
  });

describe('error reports through the real Sentry SDK', () => {
  let server: Awaited<ReturnType<typeof failingServer>>;
  let payload = '';

  beforeAll(async () => {
    server = await failingServer();
    // The SDK wraps console methods at init: silence them first, so its wrapper records the call.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const reporter = new SentryErrorReporter({ dsn: DSN, environment: 'production' }, realSentry);
    expect(await reporter.ready()).toBe(true);
    reporter.identify({ email: USER_EMAIL, businessFlow: false, issuerId: 'cn=acme-staffing,ou=issuers,o=attest' });
    await Promise.resolve();

    // Navigation with the link's query (the canary) and an auth code, then inside the app.
    window.history.pushState({}, '', `/?rprId=rpr-1&canary=${CANARY}&auth_code=${AUTH_CODE}`);
    window.history.pushState({}, '', `/question/core-ssn?email=${ANSWERS.otherEmail}`);

    // Console output holding answers.
    console.error(`Invalid SSN ${ANSWERS.ssn} for born ${ANSWERS.birthTyped}`);
    console.warn(`card ${ANSWERS.card} ${ANSWERS.cvcWithLabel}; call ${ANSWERS.phoneUs}`);

    // Calls with answers in the query and the body, and a path with an encoded e-mail address.
    expect(await xhr('GET', `${server.url}/api/interview/userInfo?canary=${CANARY}&phone=${ANSWERS.phoneE164}`)).toBe(
      500,
    );
    expect(
      await xhr('POST', `${server.url}/api/gls/v2/case/1001/business_owners/${ANSWERS.otherEmailEncoded}`, ANSWERS.ssn),
    ).toBe(500);
    // A fetch breadcrumb as the SDK records one (jsdom has no fetch), with what the call carried.
    Sentry.addBreadcrumb({
      category: 'fetch',
      type: 'http',
      data: {
        method: 'POST',
        url: `/api/interview/attributeData?authToken=${CANARY}`,
        status_code: 400,
        request_body: JSON.stringify({ 'core.ssn': { value: ANSWERS.ssn } }),
      },
    });

    // Errors whose messages hold answer values, one with a cause, one with context as extra data.
    Sentry.setExtra('lastInput', `${ANSWERS.birthStored} / ${ANSWERS.phoneDotted}`);
    Sentry.setContext('form', {
      field: 'core.phone',
      typed: ANSWERS.phoneInternational,
      note: `mail ${ANSWERS.otherEmail}, ${ANSWERS.street}`,
    });
    Sentry.setTag('last_field', `phone ${ANSWERS.phoneDashed}`);
    reporter.report(new Error(`Could not submit ${ANSWERS.ssnSpaced} and ${ANSWERS.cardDashed}`), {
      stage: 'submitting',
      detail: `upload data:image/jpeg;base64,${IMAGE_B64}`,
    });
    reporter.report(
      new Error(`Delegation to ${ANSWERS.phoneTel} failed`, {
        cause: new Error(`recipient ${ANSWERS.phoneE164}, reference ${ANSWERS.otherEmail}`),
      }),
    );
    reporter.report(new TypeError(`Cannot read address of ${ANSWERS.street}, ${ANSWERS.birthTyped}`));
    await Promise.resolve();
    expect(await Sentry.flush(2000)).toBe(true);
    payload = sent.join('\n');
  });

  afterAll(async () => {
    await Sentry.close();
    await server.close();
    jest.restoreAllMocks();
  });

  it('sends the three errors with their breadcrumbs', () => {
    const events = sent
      .flatMap((envelope) => envelope.split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((item) => Array.isArray((item.exception as { values?: unknown } | undefined)?.values));
    expect(events).toHaveLength(3);
    const categories = new Set(
      events.flatMap((event) => (event.breadcrumbs as { category?: string }[]).map((b) => b.category)),
    );
    for (const category of ['navigation', 'console', 'xhr', 'fetch']) expect(categories.has(category)).toBe(true);
    expect(payload).toContain('Could not submit');
    expect(payload).toContain('"stage":"submitting"');
  });

  it("keeps the identified user's e-mail (spec 000 §6)", () => {
    expect(payload).toContain(`"email":"${USER_EMAIL}"`);
  });

  it.each(Object.entries(ANSWERS))('lets no answer value out: %s', (_name, value) => {
    expect(payload).not.toContain(value);
  });
});
