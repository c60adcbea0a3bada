import fc from 'fast-check';
import { describeStage, parseStageInput } from '../../../src/domain/stage/stage-report';

describe('parseStageInput', () => {
  it('fills the optional fields with their defaults', () => {
    expect(parseStageInput({ requestStatus: 'new', questions: [{ attrType: 'core.ssn', complete: false }] })).toEqual({
      ok: true,
      value: {
        requestStatus: 'new',
        questions: [{ attrType: 'core.ssn', complete: false }],
        balance: { currency: 'USD', amount: 0 },
        consentGiven: false,
        interviewStatus: 'success',
      },
    });
  });

  it('treats null optional fields as absent', () => {
    const result = parseStageInput({
      requestStatus: 'new',
      questions: [],
      balance: null,
      consentGiven: null,
      interviewStatus: null,
    });
    expect(result.ok && result.value).toMatchObject({ consentGiven: false, interviewStatus: 'success' });
  });

  it('reads every given field', () => {
    const result = parseStageInput({
      requestStatus: 'processing',
      questions: [],
      balance: { amount: 12.5, currency: 'eur' },
      consentGiven: true,
      interviewStatus: 'finished',
    });
    expect(result.ok && result.value).toMatchObject({
      balance: { amount: 12.5, currency: 'EUR' },
      consentGiven: true,
      interviewStatus: 'finished',
    });
  });

  it.each([
    [7, 'the stage input must be a JSON object'],
    [{}, 'requestStatus must be one of new, processing, complete, timeout, canceled, maxAttemptsExceeded'],
    [{ requestStatus: 'in_process', questions: [] }, 'requestStatus must be one of'],
    [{ requestStatus: 'new' }, 'questions must be an array'],
    [{ requestStatus: 'new', questions: [{ attrType: 'a', complete: true }, 'b'] }, 'questions[1] must be an object'],
    [{ requestStatus: 'new', questions: [{ complete: true }] }, 'questions[0].attrType must be a string'],
    [
      { requestStatus: 'new', questions: [{ attrType: 'a', complete: 'yes' }] },
      'questions[0].complete must be true or false',
    ],
    [{ requestStatus: 'new', questions: [], balance: 5 }, 'balance must be an object'],
    [
      { requestStatus: 'new', questions: [], balance: { amount: -1, currency: 'USD' } },
      'balance.amount must be a number',
    ],
    [{ requestStatus: 'new', questions: [], balance: { amount: 1, currency: 'dollars' } }, 'balance.currency must be'],
    [{ requestStatus: 'new', questions: [], consentGiven: 'true' }, 'consentGiven must be true or false'],
    [{ requestStatus: 'new', questions: [], interviewStatus: 'done' }, 'interviewStatus must be one of uninitialized'],
  ])('refuses %j with one line', (raw, message) => {
    const result = parseStageInput(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseStageInput(raw)));
    const nearly = fc.record(
      {
        requestStatus: fc.constantFrom('new', 'processing', 'complete', 'bogus'),
        questions: fc.array(fc.record({ attrType: fc.anything(), complete: fc.anything() }, { requiredKeys: [] })),
        balance: fc.anything(),
        consentGiven: fc.anything(),
        interviewStatus: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(nearly, (raw) => void parseStageInput(raw)));
  });
});

describe('describeStage', () => {
  const parse = (raw: unknown) => {
    const result = parseStageInput(raw);
    if (!result.ok) throw new Error(result.error);
    return result.value;
  };

  it('sends an applicant with a balance to checkout', () => {
    const input = parse({
      requestStatus: 'processing',
      questions: [
        { attrType: 'core.fullname', complete: true },
        { attrType: 'core.ssn', complete: true },
      ],
      balance: { amount: 25, currency: 'USD' },
      consentGiven: false,
      interviewStatus: 'success',
    });
    expect(describeStage(input)).toEqual({ stage: 'payment', route: '/pay', balanceDue: '$25.00' });
  });

  it('sends a finished applicant to the thank-you page', () => {
    const input = parse({
      requestStatus: 'processing',
      questions: [{ attrType: 'core.fullname', complete: true }],
      balance: { amount: 0, currency: 'USD' },
      consentGiven: true,
      interviewStatus: 'finished',
    });
    expect(describeStage(input)).toEqual({ stage: 'finished', route: '/done', balanceDue: null });
  });

  it('sends any other request status to the status page and still shows the balance', () => {
    const input = parse({ requestStatus: 'timeout', questions: [], balance: { amount: 12.5, currency: 'EUR' } });
    expect(describeStage(input)).toEqual({ stage: 'lookup', route: '/status', balanceDue: '12.50 EUR' });
  });

  it('keeps an applicant with questions left on the overview', () => {
    const input = parse({ requestStatus: 'processing', questions: [{ attrType: 'core.ssn', complete: false }] });
    expect(describeStage(input)).toEqual({ stage: 'request', route: '/overview', balanceDue: null });
  });

  it('sends a complete applicant without consent to the waiting screen', () => {
    const input = parse({ requestStatus: 'processing', questions: [{ attrType: 'core.ssn', complete: true }] });
    expect(describeStage(input)).toEqual({ stage: 'finishing', route: '/finishing', balanceDue: null });
  });
});
