import { testSandbox } from './sandbox-client';

const answer = (value: unknown) => ({ shareWith: [], value });
const EVERYTHING = {
  'core.fullname': answer({ $objectType: 'Name', first: 'Pat', middle: '', last: 'Applicant' }),
  'core.ssn': answer('123-45-6789'),
  'core.dateofbirth': answer('1990-01-31'),
  'identity_assurance.address.home': answer({ street: '1 Elm St', city: 'Austin', state: 'TX', postcode: '78701' }),
  'consent.fcra.disclosure': answer(true),
};

describe('an applicant in the sandbox', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  const completeOf = async (api: Awaited<ReturnType<typeof sandbox.applicant>>['api'], rprId: string) =>
    Object.fromEntries(
      (await api('GET', `/requests/${rprId}/interview`))
        .json<{ questions: { attrType: string; complete: boolean }[] }>()
        .questions.map((q) => [q.attrType, q.complete]),
    );

  it('goes from new to in process once every question is answered, consent given and the transition asked', async () => {
    const { api, rprId } = await sandbox.applicant();
    expect(Object.values(await completeOf(api, rprId))).toEqual([false, false, false, false, false]);

    const saved = await api('POST', '/attributeData', EVERYTHING);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ datumIds: string[] }>().datumIds).toHaveLength(5);
    // consent.fcra is complete through a key below it (consent posts consent.fcra.* keys).
    expect(Object.values(await completeOf(api, rprId))).toEqual([true, true, true, true, true]);

    // Without consent the transition changes nothing.
    await api('GET', `/requests/${rprId}/requestTransition`);
    expect((await api('GET', `/requests/${rprId}`)).json().status).toBe('new');

    expect((await api('PUT', `/requests/${rprId}/consent`, { reply: 'accepted' })).statusCode).toBe(204);
    expect((await api('GET', `/requests/${rprId}/interview`)).json().consentGiven).toBe(true);
    expect((await api('GET', `/requests/${rprId}/requestTransition`)).json()).toEqual({
      status: 'transitionNotNeeded',
    });

    const record = (await api('GET', `/requests/${rprId}`)).json();
    expect(record.status).toBe('in_process');
    expect(record.submitted_at).toBe(Math.floor(sandbox.clock.now / 1000));
  });

  it('serves the reload path with the current state, so a page open elsewhere sees an answer given here', async () => {
    const { api, rprId } = await sandbox.applicant();
    const stateOf = async () =>
      (await api('GET', `/requests/${rprId}/interview/state`))
        .json<{ questions: { attrType: string; complete: boolean }[] }>()
        .questions.find((q) => q.attrType === 'core.ssn')?.complete;
    expect(await stateOf()).toBe(false);
    await api('POST', '/attributeData', { 'core.ssn': answer('123-45-6789') });
    expect(await stateOf()).toBe(true);
    expect((await api('GET', `/requests/${rprId}/interview/state`)).json()).toEqual(
      (await api('GET', `/requests/${rprId}/interview`)).json(),
    );
  });

  it('keeps an answer it was sent and gives it back', async () => {
    const { api } = await sandbox.applicant();
    await api('POST', '/attributeData', { 'core.ssn': answer('123-45-6789') });
    expect((await api('GET', '/attributeData')).json()).toEqual({ 'core.ssn': '123-45-6789' });
  });

  it('refuses an answer without a value, and a consent other than accepted, with 400', async () => {
    const { api, rprId } = await sandbox.applicant();
    const noValue = await api('POST', '/attributeData', { 'core.ssn': { shareWith: [] } });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json()).toEqual({ error: 'core.ssn must be { shareWith, value }' });
    expect((await api('POST', '/attributeData', {})).statusCode).toBe(400);
    expect((await api('PUT', `/requests/${rprId}/consent`, { reply: 'declined' })).statusCode).toBe(400);
  });

  it('clears the balance once a card token is paid, and refuses a payment without a token', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-payment');
    expect((await api('POST', '/payments', { paymentToken: '' })).statusCode).toBe(400);
    expect((await api('GET', `/requests/${rprId}/interview`)).json().balance.amount).toBe(25);
    expect((await api('POST', '/payments', { paymentToken: 'tok_visa' })).statusCode).toBe(204);
    expect((await api('GET', `/requests/${rprId}/interview`)).json().balance.amount).toBe(0);
  });

  it('answers waiting on the first poll of an upload, then ok, which completes the question', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-every-question');
    const scan = 'identity_assurance.document_verification.us_issued';
    const uploaded = await api('POST', '/IDVerify', { [scan]: answer({ data: 'AAAA', mime_type: 'image/jpeg' }) });
    const [datumId] = uploaded.json<{ datumIds: string[] }>().datumIds;
    expect((await api('GET', `/IDReadabilityCheck?datumId=${datumId}`)).json()).toMatchObject({ readable: true });
    expect((await api('GET', `/IDVerify?datumId=${datumId}`)).json()).toEqual({ status: 'waiting' });
    expect((await completeOf(api, rprId))[scan]).toBe(false);
    expect((await api('GET', `/IDVerify?datumId=${datumId}`)).json()).toEqual({ status: 'ok' });
    expect((await completeOf(api, rprId))[scan]).toBe(true);
    expect((await api('GET', '/IDVerify?datumId=datum-999')).statusCode).toBe(400);
  });

  it('texts a link to a phone number written with + and 8 to 15 digits only', async () => {
    const { api, canary } = await sandbox.applicant();
    const text = (recipient: string) =>
      api('POST', '/notifications', {
        notificationMethod: 'sms',
        continueUrl: 'http://attest.test/question/core.ssn?q=core.ssn',
        enableReturn: false,
        recipient,
        authToken: canary,
      });
    expect((await text('+15555550123')).statusCode).toBe(204);
    expect((await text('5555550123')).statusCode).toBe(400);
    expect((await text('+1234567')).statusCode).toBe(400);
  });

  it('answers the chatbot, and refuses a blank question or one without a Session-Id', async () => {
    const { canary } = await sandbox.applicant();
    const ask = (content: string, sessionId?: string) =>
      sandbox.call({
        method: 'POST',
        url: '/api/interview/chatbots/evie/completions',
        headers: { 'x-csrf-token': canary, ...(sessionId ? { 'session-id': sessionId } : {}) },
        payload: { question: { content } },
      });
    expect((await ask('How long does it take?', 'chat-1')).json().answer.content).toMatch(/within a few days/);
    expect((await ask('   ', 'chat-1')).statusCode).toBe(400);
    expect((await ask('Hello')).statusCode).toBe(400);
  });

  it('answers the utility and academic providers and the signed-in user', async () => {
    const { api } = await sandbox.applicant();
    expect((await api('GET', '/providers/utility')).json().providers.length).toBeGreaterThan(0);
    expect((await api('GET', '/providers/academic')).json().providers.length).toBeGreaterThan(0);
    expect((await api('GET', '/userInfo')).json()).toEqual({
      email: 'pat.applicant@example.com',
      auth_domain: { domain: 'example.com' },
    });
    expect((await api('DELETE', '/auth')).statusCode).toBe(204);
  });
});
