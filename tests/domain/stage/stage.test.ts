import type { StageFacts } from '../../../src/domain/stage/stage';
import { allQuestionsComplete, routeOfStage, stageOf, STAGES } from '../../../src/domain/stage/stage';

const done = [{ complete: true }, { complete: true }];
const facts = (overrides: Partial<StageFacts>): StageFacts => ({
  requestStatus: 'processing',
  questions: done,
  balance: { currency: 'USD', amount: 0 },
  consentGiven: false,
  interviewStatus: 'success',
  ...overrides,
});

describe('the stage rule', () => {
  it.each(['complete', 'timeout', 'canceled', 'maxAttemptsExceeded'] as const)(
    'sends a %s request to lookup',
    (requestStatus) => {
      expect(stageOf(facts({ requestStatus }))).toBe('lookup');
    },
  );

  it('keeps a new request at request, even with every question complete', () => {
    expect(stageOf(facts({ requestStatus: 'new' }))).toBe('request');
  });

  it('keeps a processing request with a question left at request', () => {
    expect(stageOf(facts({ questions: [{ complete: true }, { complete: false }] }))).toBe('request');
  });

  it('sends a complete interview with a balance to payment', () => {
    expect(stageOf(facts({ balance: { currency: 'USD', amount: 25 }, consentGiven: true }))).toBe('payment');
  });

  it('finishes once consent was given and the interview status is finished', () => {
    expect(stageOf(facts({ consentGiven: true, interviewStatus: 'finished' }))).toBe('finished');
  });

  it('waits at finishing without consent or before the interview is finished', () => {
    expect(stageOf(facts({ consentGiven: false, interviewStatus: 'finished' }))).toBe('finishing');
    expect(stageOf(facts({ consentGiven: true, interviewStatus: 'success' }))).toBe('finishing');
    expect(stageOf(facts({ consentGiven: true, interviewStatus: 'transition' }))).toBe('finishing');
  });

  it('treats an interview without questions as all complete', () => {
    expect(allQuestionsComplete([])).toBe(true);
    expect(stageOf(facts({ questions: [] }))).toBe('finishing');
  });

  it.each([
    ['request', '/overview'],
    ['payment', '/pay'],
    ['finishing', '/finishing'],
    ['finished', '/done'],
    ['lookup', '/status'],
  ] as const)('guards stage %s at %s', (stage, route) => {
    expect(routeOfStage(stage)).toBe(route);
  });

  it('has a route for each of the five stages', () => {
    expect(new Set(STAGES.map(routeOfStage)).size).toBe(5);
  });
});
