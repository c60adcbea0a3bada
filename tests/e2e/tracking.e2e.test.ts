import { ANSWERS, fillQuestion, startFromOverview, submitButton } from './support/answer-questions';
import { createScenario } from './support/browser';
import { expectPath } from './support/expect-page';
import { useBrowser } from './support/use-browser';

// Tracking and the reports' user (issue 24 item 5) in Chromium against the sandbox, whose
// config.json names the console tracking adapter.

/** The sandbox's applicant (sandbox/model/applicant-request.ts). */
const APPLICANT_EMAIL = 'pat.applicant@example.com';

describe('tracking in the sandbox (desktop)', () => {
  const session = useBrowser('desktop');

  it('asks /userInfo once as the session starts, and logs screens and questions to the console without any answer or the e-mail', async () => {
    const { page } = session();
    const lines: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[attest:tracking] ')) lines.push(message.text());
    });
    const userInfo: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/userInfo')) userInfo.push(response.status());
    });
    await page.goto(await createScenario('applicant'));
    await startFromOverview(page, 'Full name');
    await fillQuestion(page, 'Full name');
    await submitButton(page).click();
    await expectPath(page, /^\/(?!question\/core-fullname$)/);
    // The console adapter's chunk loads with the first event: wait for its lines to arrive.
    for (let waited = 0; !lines.some((line) => line.includes('question-completed')) && waited < 10_000; waited += 100) {
      await page.waitForTimeout(100);
    }
    expect(userInfo).toEqual([200]);
    const events = lines.map((line) => JSON.parse(line.slice('[attest:tracking] '.length)) as Record<string, string>);
    expect(events.slice(0, 4)).toEqual([
      { event: 'screen-viewed', screen: 'overview' },
      { event: 'screen-viewed', screen: 'question' },
      { event: 'question-opened', attrType: 'core.fullname' },
      { event: 'question-completed', attrType: 'core.fullname' },
    ]);
    for (const value of [APPLICANT_EMAIL, ANSWERS.first, ANSWERS.last]) expect(lines.join('\n')).not.toContain(value);
  });
});
