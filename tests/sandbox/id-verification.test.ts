import { UPLOAD_ENABLED_ISSUER_DNS } from '../../src/domain/documents/id-feature-flags';
import { ACME_FREIGHT_DN } from '../../sandbox/catalogue/issuers';
import { testSandbox } from './sandbox-client';

const US = 'identity_assurance.document_verification.us_issued';
const image = { shareWith: [], value: { data: '/9j/AAEC', mime_type: 'image/jpeg', metadata: {} } };
const SCAN = { [`${US}.front_image`]: image, [`${US}.back_image`]: image };

describe('the sandbox document verification (ID scan scenarios)', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function session(scenario: string) {
    const { api, rprId } = await sandbox.applicant(scenario);
    const query = (ids: readonly string[]) => ids.map((id) => `datumId=${id}`).join('&');
    return {
      rprId,
      api,
      upload: async () => (await api('POST', '/IDVerify', SCAN)).json<{ datumIds: string[] }>().datumIds,
      readability: async (ids: readonly string[]) => (await api('GET', `/IDReadabilityCheck?${query(ids)}`)).json(),
      poll: async (ids: readonly string[]) => (await api('GET', `/IDVerify?${query(ids)}`)).json(),
      complete: async () => {
        const interview = (await api('GET', `/requests/${rprId}/interview`)).json<{
          questions: { attrType: string; complete: boolean; metadata: Record<string, unknown> }[];
        }>();
        return interview.questions.find((q) => q.attrType === US)?.complete;
      },
    };
  }

  it('asks for the US-issued document, then the full name', async () => {
    const s = await session('applicant-id-scan');
    const interview = (await s.api('GET', `/requests/${s.rprId}/interview`)).json<{
      questions: { attrType: string; type: string }[];
    }>();
    expect(interview.questions.map((q) => [q.attrType, q.type])).toEqual([
      [US, 'id-scan'],
      ['core.fullname', 'full-name'],
    ]);
  });

  it('id-scan: readable, waiting on the first poll and ok on the next, which completes the question', async () => {
    const s = await session('applicant-id-scan');
    const ids = await s.upload();
    expect(ids).toHaveLength(2);
    expect(await s.readability(ids)).toEqual({ readable: true, failureReason: null });
    expect(await s.poll(ids)).toEqual({ status: 'waiting' });
    expect(await s.complete()).toBe(false);
    expect(await s.poll(ids)).toEqual({ status: 'ok' });
    expect(await s.complete()).toBe(true);
  });

  it('id-scan: its issuer is a named issuer of the app, for uploads on a phone and a computer', async () => {
    const s = await session('applicant-id-scan');
    const party = (await s.api('GET', `/requests/${s.rprId}/relyingParty`)).json<{ dn: string }>();
    expect(party.dn).toBe(ACME_FREIGHT_DN);
    expect(UPLOAD_ENABLED_ISSUER_DNS.has(ACME_FREIGHT_DN)).toBe(true);
  });

  it('id-retry: unreadable with GLARE, then SHARPNESS, then GLARE_SHARPNESS, then a retake passes', async () => {
    const s = await session('applicant-id-retry');
    for (const reason of ['GLARE', 'SHARPNESS', 'GLARE_SHARPNESS']) {
      const ids = await s.upload();
      expect(await s.readability(ids)).toEqual({ readable: false, failureReason: reason });
      expect(await s.poll(ids)).toEqual({ status: 'failed', reason });
    }
    const ids = await s.upload();
    expect(await s.readability(ids)).toEqual({ readable: true, failureReason: null });
    expect(await s.complete()).toBe(false);
  });

  it('id-retry: turns the camera overlay flag on', async () => {
    const s = await session('applicant-id-retry');
    const interview = (await s.api('GET', `/requests/${s.rprId}/interview`)).json<{
      featureFlags: Record<string, boolean>;
    }>();
    expect(interview.featureFlags).toEqual(expect.objectContaining({ idverify_user_media_overlay_enabled: true }));
  });

  it('id-unknown: unreadable with UNKNOWN', async () => {
    const s = await session('applicant-id-unknown');
    const ids = await s.upload();
    expect(await s.readability(ids)).toEqual({ readable: false, failureReason: 'UNKNOWN' });
  });

  it('id-timeout: readable but waiting on every poll; the legacy submit then completes the question', async () => {
    const s = await session('applicant-id-timeout');
    const ids = await s.upload();
    expect(await s.readability(ids)).toEqual({ readable: true, failureReason: null });
    for (let poll = 0; poll < 20; poll += 1) expect(await s.poll(ids)).toEqual({ status: 'waiting' });
    expect(await s.complete()).toBe(false);
    expect((await s.api('POST', '/IDSubmit', SCAN)).statusCode).toBe(200);
    expect(await s.complete()).toBe(true);
  });

  it('refuses a readability check of datum ids that are not uploads of the request', async () => {
    const s = await session('applicant-id-scan');
    const reply = await s.api('GET', '/IDReadabilityCheck?datumId=datum-999');
    expect(reply.statusCode).toBe(400);
  });
});
