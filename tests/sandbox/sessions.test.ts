import { testSandbox } from './sandbox-client';

describe('who may call the interview service', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  it('answers 401 "Not signed in" without a canary, or with one it does not know', async () => {
    const { rprId } = await sandbox.applicant();
    for (const headers of [{}, { 'x-csrf-token': 'canary-forged' }]) {
      const onSession = await sandbox.call({ method: 'GET', url: '/api/interview/attributeData', headers });
      expect(onSession.statusCode).toBe(401);
      expect(onSession.json()).toEqual({ message: 'Not signed in' });
      const onRequest = await sandbox.call({ method: 'GET', url: `/api/interview/requests/${rprId}`, headers });
      expect(onRequest.statusCode).toBe(401);
    }
  });

  it("answers 403 for another request's canary", async () => {
    const mine = await sandbox.applicant();
    const theirs = await sandbox.applicant();
    expect((await mine.api('GET', `/requests/${theirs.rprId}/interview`)).statusCode).toBe(403);
  });

  it('answers 404 for a request it does not know, before looking at the canary', async () => {
    const reply = await sandbox.call({ method: 'GET', url: '/api/interview/requests/rpr-unknown/interview' });
    expect(reply.statusCode).toBe(404);
  });

  it('answers 440 TokenExpired once a request has expired', async () => {
    const { api, rprId, request } = await sandbox.applicant();
    request!.expired = true;
    const reply = await api('GET', `/requests/${rprId}/interview`);
    expect(reply.statusCode).toBe(440);
    expect(reply.json()).toMatchObject({ reason: 'TokenExpired' });
    expect((await api('GET', '/attributeData')).statusCode).toBe(440);
  });
});
