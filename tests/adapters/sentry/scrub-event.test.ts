import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubText } from '../../../src/adapters/sentry/scrub-event';

/** Answer values a real applicant types; none of them may survive the scrubber anywhere. */
const SSN = '123-45-6789';
const SSN_PLAIN = '987654321';
const SSN_SPACED = '219 09 9999';
const DOB_US = '04/15/1987';
const DOB_ISO = '1987-04-15';
const CARD = '4242 4242 4242 4242';
const CARD_DASHED = '5555-5555-5555-4444';
const CARD_PLAIN = '378282246310005';
const CVC = '9731';
const EIN = '12-3456789';
const IMAGE_B64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT';
const SECRETS = [SSN, SSN_PLAIN, SSN_SPACED, DOB_US, DOB_ISO, CARD, CARD_DASHED, CARD_PLAIN, CVC, EIN, IMAGE_B64];
const CANARY = 'c4n4ry-7f3e9a';

function realisticEvent(): ErrorEvent {
  return {
    type: undefined,
    event_id: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    message: `Validation failed for ${SSN} born ${DOB_US}`,
    exception: {
      values: [
        {
          type: 'AxiosError',
          value: `POST /attributeData failed: {"core.ssn":{"value":"${SSN_PLAIN}"},"dob":"${DOB_ISO}"} card ${CARD} cvc=${CVC}`,
          stacktrace: {
            frames: [
              {
                filename: 'https://attest.example/main.js',
                lineno: 10,
                colno: 4,
                vars: { ssn: SSN_SPACED, card: CARD_DASHED },
              },
            ],
          },
        },
      ],
    },
    request: {
      url: `https://attest.example/?rprId=R1&canary=${CANARY}`,
      query_string: `rprId=R1&canary=${CANARY}`,
      cookies: { session: CANARY },
      data: { 'core.ssn': { value: SSN }, selfie: `data:image/jpeg;base64,${IMAGE_B64}` },
      headers: { 'User-Agent': 'Mozilla/5.0', 'X-CSRF-Token': CANARY, Cookie: `session=${CANARY}` },
    },
    user: { email: 'jane@example.com', ip_address: '203.0.113.9', username: SSN },
    extra: {
      answers: { 'core.birthday': DOB_US },
      note: `uploaded data:image/png;base64,${IMAGE_B64}`,
      nested: { deeper: { text: `ein ${EIN} and amex ${CARD_PLAIN}` } },
    },
    contexts: {
      form: { cvc: CVC, securityCode: CVC, cardNumber: CARD },
      editor: { lastInput: `the number ${SSN_PLAIN}` },
    },
    tags: { route: '/question/core-ssn', hint: `dob ${DOB_ISO}` },
    breadcrumbs: [
      {
        category: 'fetch',
        data: { method: 'POST', url: `/api/attributeData?ssn=${SSN_PLAIN}`, status_code: 500, body: SSN },
      },
      { category: 'console', message: `card ${CARD} cvv: ${CVC}` },
    ],
  };
}

describe('scrubEvent', () => {
  it('leaves no answer value anywhere in the event', () => {
    const json = JSON.stringify(scrubEvent(realisticEvent()));
    for (const secret of SECRETS) expect(json).not.toContain(secret);
    expect(json).not.toContain(CANARY);
    expect(json).not.toContain('203.0.113.9');
  });

  it('keeps what makes the report useful: the error type, the route and the user’s e-mail', () => {
    const scrubbed = scrubEvent(realisticEvent());
    expect(scrubbed.exception?.values?.[0]?.type).toBe('AxiosError');
    expect(scrubbed.exception?.values?.[0]?.value).toContain('POST /attributeData failed');
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: 'https://attest.example/main.js',
      lineno: 10,
      colno: 4,
    });
    expect(scrubbed.tags?.['route']).toBe('/question/core-ssn');
    expect(scrubbed.user).toEqual({ email: 'jane@example.com' });
    expect(scrubbed.request).toEqual({ url: 'https://attest.example/', headers: { 'User-Agent': 'Mozilla/5.0' } });
  });

  it('does not change the event it was given', () => {
    const event = realisticEvent();
    scrubEvent(event);
    expect(event.message).toContain(SSN);
  });
});

describe('scrubBreadcrumb', () => {
  it('keeps only the call of an xhr or fetch breadcrumb, without its query', () => {
    expect(
      scrubBreadcrumb({
        category: 'xhr',
        data: { method: 'POST', url: `/api/attributeData?ssn=${SSN_PLAIN}`, status_code: 400, request_body: SSN },
      }),
    ).toEqual({ category: 'xhr', data: { method: 'POST', url: '/api/attributeData', status_code: 400 } });
  });

  it('masks the hand-off code in the path of its redeem call', () => {
    expect(
      scrubBreadcrumb({ category: 'xhr', data: { method: 'POST', url: '/api/interview/handoffs/handoff-Zx9/session' } })
        .data,
    ).toEqual({ method: 'POST', url: `/api/interview/handoffs/${FILTERED}/session` });
  });

  it('drops the query of navigation breadcrumbs and scrubs console messages', () => {
    const navigation: Breadcrumb = { category: 'navigation', data: { from: `/?canary=${CANARY}`, to: '/overview' } };
    expect(scrubBreadcrumb(navigation).data).toEqual({ from: '/', to: '/overview' });
    expect(scrubBreadcrumb({ category: 'console', message: `dob ${DOB_US}` }).message).toBe(`dob ${FILTERED}`);
  });
});

describe('scrubText', () => {
  it.each([
    [`ssn ${SSN}`, `ssn ${FILTERED}`],
    [`card ${CARD} ok`, `card ${FILTERED} ok`],
    [`born ${DOB_ISO}`, `born ${FILTERED}`],
    [`cvc: ${CVC}`, `cvc: ${FILTERED}`],
    [`img data:image/png;base64,${IMAGE_B64}`, `img ${FILTERED}`],
    ['https://a.example/x?auth_code=123&e=jane@example.com', `https://a.example/x?${FILTERED}`],
  ])('scrubs %p', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('Request failed with status code 503 after 2 tries')).toBe(
      'Request failed with status code 503 after 2 tries',
    );
  });

  it.each([
    '(512) 555-0123',
    '(512)555-0123',
    '512-555-0123',
    '512.555.0123',
    '512 555 0123',
    '5125550123',
    '+1 512 555 0123',
    '+1 (512) 555-0123',
    '+15125550123',
    '+44 20 7946 0958',
    '+33 1 23 45 67 89',
    '+49 (0)30 1234567',
  ])('masks the phone number %p in free text', (phone) => {
    expect(scrubText(`call ${phone}, then retry`)).toBe(`call ${FILTERED}, then retry`);
  });

  it('masks a tel: link whole', () => {
    expect(scrubText('<a href="tel:+1-512-555-0123">call</a>')).toBe(`<a href="tel:${FILTERED}">call</a>`);
  });

  it.each([
    ['pat.o-brien+jobs@mail.example.co.uk', FILTERED],
    ['Pat_99@example.org', FILTERED],
    ['mailto:pat@example.org', `mailto:${FILTERED}`],
    ['/v2/case/1001/business_owners/tech%40acme.example', `/v2/case/1001/business_owners/${FILTERED}`],
  ])('masks the e-mail address in %p', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    ['1200 Elm Street', FILTERED],
    ['lives at 5 North Oak Ave. now', `lives at ${FILTERED} now`],
  ])('masks a street address typed as text: %p', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    '@sentry/browser 11.12.0 failed',
    'Chrome/120.0.6099.109 Safari/537.36',
    'datum-12 and rpr-R1 are waiting',
    'created_at 1794312000',
    'retry in +30 days, +1 attempt',
    'polls every 2 to 6 s, 100 events, 3 ways forward',
    'chunk 345.1a2b3c4d.js failed after 2 tries on the way',
    'Intl.NumberFormat(en-US) gave 1,234.56',
  ])('keeps ordinary text: %p', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it.each(['536-22-8417', '536 22 8417', '536228417', '536.22.8417', '536-22 8417'])(
    'masks the SSN-shaped %p',
    (ssn) => {
      expect(scrubText(`ssn ${ssn}, retry`)).toBe(`ssn ${FILTERED}, retry`);
    },
  );

  it.each([
    '04/15/1987',
    '4/5/1987',
    '04-15-1987',
    '1987-04-15',
    '1987/04/15',
    '15.04.1987',
    '15/04/1987',
    'April 15, 1987',
    'april 15th 1987',
    '15 April 1987',
    '15 Apr. 1987',
    '15-Apr-1987',
    'Apr 15 1987',
    'Sept. 5, 1987',
  ])('masks the birth-date-shaped %p', (date) => {
    expect(scrubText(`born ${date}, retry`)).toBe(`born ${FILTERED}, retry`);
  });

  it('masks the date part of an ISO date-time (a birth date through Date.toISOString)', () => {
    expect(scrubText('dob 1987-04-15T04:00:00.000Z')).toBe(`dob ${FILTERED}T04:00:00.000Z`);
    expect(scrubText('at 2026-11-24T02:07:54+00:00')).toBe(`at ${FILTERED}T02:07:54+00:00`);
  });

  it.each([
    '4242 4242 4242 4242',
    '4242-4242-4242-4242',
    '4242424242424242',
    '4111 1111 1111 1',
    '5555 5555 5555 4444',
    '2223 0031 2200 3222',
    '3782 822463 10005',
    '3782-822463-10005',
    '378282246310005',
    '6011 1111 1111 1117',
    '6011-0009-9013-9424',
    '6200000000000000005',
  ])('masks the card number %p', (card) => {
    expect(scrubText(`card ${card} declined`)).toBe(`card ${FILTERED} declined`);
  });

  it.each([
    'HTTP 404 after 3 of 100 tries, status 500',
    'v1.2.3 and 2024.10.3 and 11.12.0',
    'rpr-R1, datum-12, rpr-1987',
    'submitted_at 1794312000, expires_at 1794312900',
    'May I retry? We march on in 2026.',
    'took 1987 ms, 15 April entries',
    'answer {"status":503,"reason":"unexpected","retries":[1,2]}',
    'the list [1, 2] and {braces} stay',
  ])('keeps readable text that only looks like a value: %p', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('scrubs JSON inside a text by key, as structured data: a name has no shape of its own', () => {
    const echo =
      'could not store {"core.full_name":{"shareWith":["rp-1"],"value":{"$objectType":"Name","first":"Marisol","middle":"","last":"Okafor"}}}';
    expect(scrubText(echo)).toBe(`could not store {"core.full_name":{"shareWith":["rp-1"],"value":"${FILTERED}"}}`);
  });

  it('scrubs JSON escaped inside JSON, and JSON cut short, by key', () => {
    const nested = JSON.stringify({ message: `rejected ${JSON.stringify({ value: 'Marisol Okafor' })}` });
    expect(scrubText(nested)).toBe(JSON.stringify({ message: `rejected {"value":"${FILTERED}"}` }));
    expect(scrubText('echo \\"value\\":\\"Marisol Okafor\\", cut')).toBe(`echo \\"value\\":\\"${FILTERED}\\", cut`);
    expect(scrubText('rejected {"core.text":{"value":"Marisol Okafor"},"core.ein":{"val')).toBe(
      `rejected {"core.text":{"value":"${FILTERED}"},"core.ein":{"val`,
    );
  });

  it('stays fast on texts full of brackets', () => {
    const started = performance.now();
    scrubText('{'.repeat(50_000));
    scrubText(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    scrubText('{"a":'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stays fast on long runs of address-like characters', () => {
    const run = 'a.b-c_d'.repeat(20_000);
    const started = performance.now();
    expect(scrubText(run)).toBe(run);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
