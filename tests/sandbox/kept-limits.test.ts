import { testSandbox } from './sandbox-client';

const US = 'identity_assurance.document_verification.us_issued';
const image = { shareWith: [], value: { data: '/9j/AAEC', mime_type: 'image/jpeg', metadata: {} } };
const SCAN = { [`${US}.front_image`]: image, [`${US}.back_image`]: image };

interface KeptState {
  delegationsRequested: Record<string, { requests: number; status: string }>;
  verificationsRequested: Record<
    string,
    { result: string; failureReason: string | null; failures: number; resolutionAttempts: number; datumIds: string[] }
  >;
}

/** The limits the service keeps per question, returned in the interview state (spec 000 §3). */
describe('the sandbox keeps texts sent and verification failures per question', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function session(scenario: string) {
    const { api, rprId, canary } = await sandbox.applicant(scenario);
    const state = async () => (await api('GET', `/requests/${rprId}/interview/state`)).json<KeptState>();
    const text = (attrType: string) =>
      api('POST', '/notifications', {
        notificationMethod: 'sms',
        continueUrl: `http://attest.test/?q=${attrType}&handoff=h-1#/interview/${rprId}`,
        enableReturn: false,
        recipient: '+15555550123',
        authToken: canary,
      });
    return { api, rprId, canary, state, text };
  }

  it('starts with none counted', async () => {
    const s = await session('applicant');
    expect(await s.state()).toEqual(expect.objectContaining({ delegationsRequested: {}, verificationsRequested: {} }));
  });

  it('counts two texts per question, then refuses the third with 429; another question has its own two', async () => {
    const s = await session('applicant-selfie');
    const selfie = 'identity_assurance.selfie';
    expect((await s.text(selfie)).statusCode).toBe(204);
    expect((await s.text(selfie)).statusCode).toBe(204);
    expect((await s.text(selfie)).statusCode).toBe(429);
    expect((await s.text('core.ssn')).statusCode).toBe(204);
    expect((await s.state()).delegationsRequested).toEqual({
      [selfie]: { requests: 2, status: 'success' },
      'core.ssn': { requests: 1, status: 'success' },
    });
    expect((await sandbox.call({ method: 'GET', url: '/__sandbox/texts' })).json()).toHaveLength(3);
  });

  it("refuses a text whose link names no question ('q' of the interview link)", async () => {
    const s = await session('applicant');
    const sent = await s.api('POST', '/notifications', {
      notificationMethod: 'sms',
      continueUrl: `http://attest.test/#/interview/${s.rprId}`,
      enableReturn: false,
      recipient: '+15555550123',
      authToken: s.canary,
    });
    expect(sent.statusCode).toBe(400);
    expect((await s.state()).delegationsRequested).toEqual({});
  });

  it("counts each failed upload once under the document's question, with its polls as resolution attempts", async () => {
    const s = await session('applicant-id-retry');
    const query = (ids: readonly string[]) => ids.map((id) => `datumId=${id}`).join('&');
    const upload = async () => (await s.api('POST', '/IDVerify', SCAN)).json<{ datumIds: string[] }>().datumIds;

    const first = await upload();
    expect((await s.state()).verificationsRequested[US]).toEqual({
      result: 'verifying',
      failureReason: null,
      failures: 0,
      resolutionAttempts: 0,
      datumIds: first,
    });
    await s.api('GET', `/IDReadabilityCheck?${query(first)}`);
    // The same upload checked again and polled is still one failure.
    await s.api('GET', `/IDReadabilityCheck?${query(first)}`);
    await s.api('GET', `/IDVerify?${query(first)}`);
    expect((await s.state()).verificationsRequested[US]).toEqual(
      expect.objectContaining({ result: 'failed', failureReason: 'GLARE', failures: 1, resolutionAttempts: 1 }),
    );

    const second = await upload();
    await s.api('GET', `/IDReadabilityCheck?${query(second)}`);
    expect((await s.state()).verificationsRequested[US]).toEqual(
      expect.objectContaining({ result: 'failed', failureReason: 'SHARPNESS', failures: 2, datumIds: second }),
    );
  });

  it('keeps the count of a verification that passes after failing', async () => {
    const s = await session('applicant-id-unknown');
    const query = (ids: readonly string[]) => ids.map((id) => `datumId=${id}`).join('&');
    const failed = (await s.api('POST', '/IDVerify', SCAN)).json<{ datumIds: string[] }>().datumIds;
    await s.api('GET', `/IDReadabilityCheck?${query(failed)}`);
    const passed = (await s.api('POST', '/IDVerify', SCAN)).json<{ datumIds: string[] }>().datumIds;
    await s.api('GET', `/IDVerify?${query(passed)}`);
    await s.api('GET', `/IDVerify?${query(passed)}`);
    expect((await s.state()).verificationsRequested[US]).toEqual(
      expect.objectContaining({ result: 'verified', failures: 1, resolutionAttempts: 2 }),
    );
  });
});
