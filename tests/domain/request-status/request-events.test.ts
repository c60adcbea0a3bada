import { eventStep, readRequestEvents, REQUEST_EVENT_TYPES } from '../../../src/domain/request-status/request-events';
import { parseRequestRecord } from '../../../src/domain/request-status/request-record';
import { requestTimeline } from '../../../src/domain/request-status/request-timeline';

describe('the request events (spec 000 §4 Events)', () => {
  it('knows the six events of the spec', () => {
    expect([...REQUEST_EVENT_TYPES].sort()).toEqual([
      'idowner-accepted',
      'idowner-declined',
      'idowner-error',
      'idowner-requested_attribute_review',
      'relyingparty-initiated',
      'relyingparty-terminated',
    ]);
  });

  it('reads them leniently: unknown types and malformed entries are left out, a bad date is unknown', () => {
    expect(
      readRequestEvents([
        { type: 'idowner-declined', created_at: 20 },
        { type: 'idowner-lost', created_at: 5 },
        'idowner-accepted',
        null,
        { type: 'relyingparty-initiated', created_at: 10 },
        { type: 'idowner-error', created_at: 'yesterday' },
        { type: 'idowner-error', created_at: 1e300 },
      ]),
    ).toEqual([
      { type: 'relyingparty-initiated', at: 10 },
      { type: 'idowner-declined', at: 20 },
      { type: 'idowner-error', at: null },
      { type: 'idowner-error', at: null },
    ]);
    expect(readRequestEvents(undefined)).toEqual([]);
    expect(readRequestEvents({ type: 'idowner-accepted' })).toEqual([]);
  });

  it('places each event on a step of the timeline', () => {
    const open = requestTimeline('processing', true);
    expect(REQUEST_EVENT_TYPES.map((type) => [type, eventStep(type, open)])).toEqual([
      ['relyingparty-initiated', 'request-sent'],
      ['idowner-accepted', 'information-received'],
      ['idowner-declined', 'information-received'],
      ['idowner-error', 'information-received'],
      ['idowner-requested_attribute_review', 'verification'],
      ['relyingparty-terminated', 'results-sent'],
    ]);
    expect(eventStep('relyingparty-terminated', requestTimeline('canceled', false))).toBe('information-received');
  });

  it('keeps the record readable whatever its events hold, carrying them as received', () => {
    const record = parseRequestRecord({ status: 'new', events: [{ type: 'idowner-accepted', created_at: 3 }] });
    expect(record.ok && record.value.events).toEqual([{ type: 'idowner-accepted', created_at: 3 }]);
    const odd = parseRequestRecord({ status: 'new', events: 'many' });
    expect(odd.ok).toBe(true);
    const none = parseRequestRecord({ status: 'new' });
    expect(none.ok && 'events' in none.value).toBe(false);
  });
});
