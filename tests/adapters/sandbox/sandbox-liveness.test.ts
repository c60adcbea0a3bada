import { SandboxLiveness } from '../../../src/adapters/sandbox/sandbox-liveness';
import { SandboxState } from '../../../sandbox/model/sandbox-state';
import { buildSandbox } from '../../../sandbox/server';

/** A JPEG's first bytes (FF D8 FF E0 …), enough for the sandbox's check that the selfie is one. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

describe('SandboxLiveness against the sandbox (real HTTP)', () => {
  const { app } = buildSandbox({ distDir: '/nonexistent/dist', state: new SandboxState() });
  let origin = '';
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  /** A stand-in over a fresh scenario, whose camera answers what is given, then photos. */
  async function standIn(scenario: string, photos: (Blob | 'cancelled' | 'camera')[] = []) {
    const created = await app.inject({ method: 'POST', url: `/__sandbox/scenarios/${scenario}` });
    const canary = new URL(created.json<{ url: string }>().url).searchParams.get('canary');
    const captures = { count: 0, told: [] as (number | null)[] };
    const liveness = new SandboxLiveness({
      sessionTokenUrl: `${origin}/__sandbox/liveness/session-token`,
      verifyUrl: `${origin}/__sandbox/liveness/verify`,
      antiForgeryToken: () => canary,
      captureFace: async (triesRemaining) => {
        captures.count += 1;
        captures.told.push(triesRemaining);
        return photos.shift() ?? new Blob([JPEG], { type: 'image/jpeg' });
      },
    });
    const retries: number[] = [];
    return { liveness, captures, retries, events: { onRetry: (left: number) => retries.push(left) } };
  }

  it('is ready at once', async () => {
    const { liveness, captures } = await standIn('applicant-video-selfie');
    expect(await liveness.prepare()).toEqual({ ok: true, value: undefined });
    expect(captures.count).toBe(0);
  });

  it('passes with the camera frame as the selfie and the service’s face map', async () => {
    const { liveness, events, retries } = await standIn('applicant-video-selfie');
    const result = await liveness.run(events);
    expect(result).toEqual({
      ok: true,
      value: {
        status: 'PASSED',
        sessionId: expect.stringMatching(/^sandbox-liveness-/),
        faceScan: null,
        faceMap: expect.any(String),
        auditTrailImages: [Buffer.from(JPEG).toString('base64')],
      },
    });
    expect(retries).toEqual([]);
  });

  it('retry scenario: announces 2 then 1 try remaining, takes a new photo each time, and passes', async () => {
    const { liveness, events, retries, captures } = await standIn('applicant-video-selfie-retry');
    expect(await liveness.run(events)).toMatchObject({ ok: true, value: { status: 'PASSED' } });
    expect(retries).toEqual([2, 1]);
    expect(captures.count).toBe(3);
    // The camera is told the tries left each time it opens again after a rejection.
    expect(captures.told).toEqual([null, 2, 1]);
  });

  it('locked scenario: the session is refused with the lock-out, before the camera opens', async () => {
    const { liveness, events, captures } = await standIn('applicant-video-selfie-locked');
    expect(await liveness.run(events)).toEqual({ ok: false, error: 'facetec-device-locked-out' });
    expect(captures.count).toBe(0);
  });

  it('is silent when the applicant closes the camera, and asks for the camera when there is none', async () => {
    const closed = await standIn('applicant-video-selfie', ['cancelled']);
    expect(await closed.liveness.run(closed.events)).toEqual({ ok: false, error: 'cancelled' });
    const none = await standIn('applicant-video-selfie', ['camera']);
    expect(await none.liveness.run(none.events)).toEqual({ ok: false, error: 'camera' });
  });

  it('answers expired without a session the service knows', async () => {
    const liveness = new SandboxLiveness({
      sessionTokenUrl: `${origin}/__sandbox/liveness/session-token`,
      verifyUrl: `${origin}/__sandbox/liveness/verify`,
      antiForgeryToken: () => null,
      captureFace: async () => 'cancelled',
    });
    expect(await liveness.run({ onRetry: () => undefined })).toEqual({ ok: false, error: 'expired' });
  });

  it('answers network-outage when nothing answers', async () => {
    const liveness = new SandboxLiveness({
      sessionTokenUrl: 'http://127.0.0.1:9/session-token',
      verifyUrl: 'http://127.0.0.1:9/verify',
      antiForgeryToken: () => 'c',
      captureFace: async () => 'cancelled',
    });
    expect(await liveness.run({ onRetry: () => undefined })).toEqual({ ok: false, error: 'network-outage' });
  });
});
