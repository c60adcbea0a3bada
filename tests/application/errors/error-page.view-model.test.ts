import { ErrorPageViewModel } from '../../../src/application/view-models/error-page.view-model';
import { ok } from '../../../src/domain/shared/result';
import type { InterviewLoadUseCase } from '../../../src/application/use-cases/interview-load.use-case';
import { failure } from '../fakes/fake-interview-service';
import { interviewHarness } from '../interview/harness';

/** The load the view model started: wait until it settles. */
const waitForLoad = (loader: InterviewLoadUseCase) => loader.load();

function errorPage(options: { storage?: boolean } = {}) {
  const h = interviewHarness(options);
  return { ...h, page: new ErrorPageViewModel(h.error, h.interview, h.loader, h.startSession, h.navigator, h.tracker) };
}

describe('ErrorPageViewModel (the error page ways forward)', () => {
  it('offers both ways for an unexpected error once a session exists', () => {
    const { page, signIn } = errorPage();
    expect(page.waysFor('unexpected')).toEqual({ tryAgain: true, backToQuestions: false });
    signIn();
    expect(page.waysFor('unexpected')).toEqual({ tryAgain: true, backToQuestions: true });
  });

  it('counts a session kept in memory only when the browser refuses storage', () => {
    const { page, signIn } = errorPage({ storage: false });
    signIn();
    expect(page.waysFor('network-outage').backToQuestions).toBe(true);
  });

  it('offers no way back for a link that must be opened again', () => {
    const { page, signIn } = errorPage();
    signIn();
    expect(page.waysFor('unauthorized-ido')).toEqual({ tryAgain: false, backToQuestions: false });
  });

  it('reloads the page on Try again', () => {
    const { page, navigator } = errorPage();
    page.tryAgain();
    expect(navigator.reloads).toBe(1);
  });

  it('clears the error and opens the overview on Back to your questions', () => {
    const { page, error, navigator, signIn } = errorPage();
    signIn();
    error.fail('unexpected');
    page.backToQuestions();
    expect(error.reason).toBeNull();
    expect(navigator.current).toBe('/overview');
  });

  it('loads the interview again when it was the interview that failed to load', async () => {
    const { page, service, interview, loader, signIn } = errorPage();
    service.on('loadInterview', async () => failure(500, 'unexpected'));
    signIn();
    await loader.load();
    expect(interview.status).toBe('error');
    service.on('loadInterview', async () => ok(service.snapshot));
    const loads = service.callsTo('loadInterview').length;
    page.backToQuestions();
    // The view model started the load itself (before anyone else asked for it).
    expect(service.callsTo('loadInterview')).toHaveLength(loads + 1);
    expect(interview.status).toBe('loading');
    await waitForLoad(loader);
    expect(interview.status).toBe('success');
  });
});
