import type { TrackingEvent, TrackingEventKind } from '../../../src/application/ports/tracking.port';
import { ConsoleTracker } from '../../../src/adapters/tracking/console-tracker';
import { NOT_OURS, trackingFields } from '../../../src/adapters/tracking/tracking-fields';

/** Answer values and personal data of every kind an applicant gives, as typed and as stored. */
const ANSWER_VALUES = [
  '123-45-6789',
  '123456789',
  '1990-04-12',
  '04/12/1990',
  'pat.applicant@example.com',
  '+15125550123',
  '(512) 555-0123',
  '4242 4242 4242 4242',
  '4242424242424242',
  '12-3456789',
  'Pat',
  'Applicant',
  'Pat Applicant',
  '1200 Elm Street',
  'Austin',
  '78701',
  'RN-204-7731',
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD',
  'rpr-R1',
  'canary-5f2c',
  'H7Q2-code',
];

/**
 * Every event kind, built with an answer value in every field that holds text: forced in with a
 * cast where the type would refuse it, as a bug upstream (or an odd service answer) would. Total
 * over the kinds: a new kind does not compile until it is added here, so it is scanned too.
 */
const BUILDERS: { readonly [K in TrackingEventKind]: (value: string) => readonly TrackingEvent[] } = {
  'screen-viewed': (value) => [{ kind: 'screen-viewed', screen: value } as TrackingEvent],
  'question-opened': (value) => [{ kind: 'question-opened', attrType: value }],
  'question-completed': (value) => [{ kind: 'question-completed', attrType: value }],
  'capture-failed': (value) =>
    (['camera', 'photo', 'liveness', value] as const).map(
      (capture) => ({ kind: 'capture-failed', capture, reason: value }) as TrackingEvent,
    ),
  'capture-retried': (value) => [{ kind: 'capture-retried', capture: value } as TrackingEvent],
  'handoff-sent': (value) => [
    { kind: 'handoff-sent', channel: 'text', attrType: value },
    { kind: 'handoff-sent', channel: value, attrType: 'core.selfie' } as TrackingEvent,
  ],
  'handoff-used': (value) => [{ kind: 'handoff-used', attrType: value }],
  'payment-result': (value) => [{ kind: 'payment-result', outcome: value } as TrackingEvent],
  'error-page-shown': (value) => [{ kind: 'error-page-shown', reason: value } as TrackingEvent],
};

/** What the console adapter writes for `events`. */
function emitted(events: readonly TrackingEvent[]): string[] {
  const lines: string[] = [];
  const tracker = new ConsoleTracker((line) => lines.push(line));
  for (const event of events) tracker.track(event);
  return lines;
}

describe('tracking events carry no answer value', () => {
  it.each(Object.keys(BUILDERS) as TrackingEventKind[])('%s: no answer value reaches the adapter', (kind) => {
    for (const value of ANSWER_VALUES) {
      const events = BUILDERS[kind](value);
      const lines = emitted(events);
      expect(lines).toHaveLength(events.length);
      for (const line of lines) {
        expect(line).not.toContain(value);
        expect(line).toContain(`"event":"${kind}"`);
      }
    }
  });

  it('also leaves out extra fields an event was given beside its own', () => {
    const event = { kind: 'question-opened', attrType: 'core.ssn', value: '123-45-6789', email: 'pat@example.com' };
    expect(trackingFields(event as TrackingEvent)).toEqual({ event: 'question-opened', attrType: 'core.ssn' });
  });

  it("keeps the app's own words and the interview's attribute types", () => {
    expect(
      [
        { kind: 'screen-viewed', screen: 'google-business-verification-v2' },
        { kind: 'capture-failed', capture: 'camera', reason: 'not-found' },
        { kind: 'capture-failed', capture: 'photo', reason: 'heic-unsupported' },
        { kind: 'capture-failed', capture: 'liveness', reason: 'facetec-device-locked-out' },
        { kind: 'capture-retried', capture: 'id-scan' },
        { kind: 'handoff-sent', channel: 'qr', attrType: 'consent.biometric.authorization' },
        { kind: 'payment-result', outcome: 'card-error' },
        { kind: 'error-page-shown', reason: 'TokenExpired' },
        { kind: 'error-page-shown', reason: 'gls/not-found' },
      ].map((event) => trackingFields(event as TrackingEvent)),
    ).toEqual([
      { event: 'screen-viewed', screen: 'google-business-verification-v2' },
      { event: 'capture-failed', capture: 'camera', reason: 'not-found' },
      { event: 'capture-failed', capture: 'photo', reason: 'heic-unsupported' },
      { event: 'capture-failed', capture: 'liveness', reason: 'facetec-device-locked-out' },
      { event: 'capture-retried', capture: 'id-scan' },
      { event: 'handoff-sent', channel: 'qr', attrType: 'consent.biometric.authorization' },
      { event: 'payment-result', outcome: 'card-error' },
      { event: 'error-page-shown', reason: 'TokenExpired' },
      { event: 'error-page-shown', reason: 'gls/not-found' },
    ]);
  });

  it('sends an attribute type only when it reads as one: dotted words, at most 64 characters', () => {
    const opened = (attrType: string) => trackingFields({ kind: 'question-opened', attrType }).attrType;
    expect(opened('core.fullname')).toBe('core.fullname');
    expect(opened('fullname')).toBe(NOT_OURS);
    expect(opened(`core.${'x'.repeat(60)}`)).toBe(NOT_OURS);
  });

  it('writes one line per event and never throws, even when the console does', () => {
    const tracker = new ConsoleTracker(() => {
      throw new Error('console gone');
    });
    expect(() => tracker.track({ kind: 'payment-result', outcome: 'paid' })).not.toThrow();
    expect(emitted([{ kind: 'question-completed', attrType: 'core.ssn' }])).toEqual([
      '[attest:tracking] {"event":"question-completed","attrType":"core.ssn"}',
    ]);
  });
});
