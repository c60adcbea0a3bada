import { LivenessViewModel } from '../../../src/application/view-models/liveness.view-model';
import { SELFIE_IMAGE_KEY } from '../../../src/domain/encoding/document-image-keys';
import { err, ok } from '../../../src/domain/shared/result';
import { deferred, networkFailure, question, snapshotOf } from '../fakes/fake-interview-service';
import { FakeDeviceProfile, IPHONE_AGENT } from '../fakes/fake-device-profile';
import { languageStoreOf } from '../fakes/fake-language';
import { FakeLiveness, PASSED_OUTCOME } from '../fakes/fake-liveness';
import { interviewHarness } from '../interview/harness';

const videoSelfie = question('identity.video_selfie', {
  type: 'liveness-check',
  shareWith: ['rp-1'],
  metadata: { title: 'Video selfie' },
});
const next = question('core.next', { type: 'text' });

const CHROME_IOS_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.7339.122 Mobile/15E148 Safari/604.1';
const FIREFOX_51_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:51.0) Gecko/20100101 Firefox/51.0';

async function onVideoSelfie(device = new FakeDeviceProfile()) {
  const h = interviewHarness();
  h.service.snapshot = snapshotOf({ questions: [videoSelfie, next] });
  h.signIn();
  const screen = h.questionScreen();
  await screen.enter('identity-video_selfie');
  const liveness = new FakeLiveness();
  const language = languageStoreOf();
  const model = new LivenessViewModel(liveness, screen, h.error, h.snackbar, h.reporter, device, h.tracker, language);
  return { ...h, screen, liveness, model, language };
}

const snackbarTexts = (h: { snackbar: { queue: { message: string }[] } }) => h.snackbar.queue.map((m) => m.message);

describe('LivenessViewModel in a browser FaceTec cannot run in', () => {
  it.each([
    ['Chrome on an iPhone', new FakeDeviceProfile(CHROME_IOS_AGENT, false), 'facetec-unsupported-browser-ios'],
    ['Firefox 51', new FakeDeviceProfile(FIREFOX_51_AGENT), 'facetec-unsupported-browser-old'],
    [
      'a browser without WebAssembly',
      new FakeDeviceProfile(undefined, true, { webAssembly: false, cookies: true }),
      'facetec-unsupported-browser',
    ],
  ])('shows the error page for %s without loading the SDK', async (_name, device, reason) => {
    const h = await onVideoSelfie(device);
    await h.model.prepare();
    expect(h.error.reason).toBe(reason);
    expect(h.liveness.prepares).toBe(0);
    expect(h.model.canStart).toBe(false);
    await h.model.start();
    expect(h.liveness.runs).toBe(0);
  });

  it('loads the SDK in Safari on an iPhone', async () => {
    const h = await onVideoSelfie(new FakeDeviceProfile(IPHONE_AGENT, false));
    await h.model.prepare();
    expect(h.error.reason).toBeNull();
    expect(h.liveness.prepares).toBe(1);
    expect(h.model.step).toBe('ready');
  });
});

describe('LivenessViewModel', () => {
  it('is loading until the vendor is prepared, then ready', async () => {
    const h = await onVideoSelfie();
    const gate = deferred<Awaited<ReturnType<FakeLiveness['prepare']>>>();
    h.liveness.prepared = gate.promise;
    const preparing = h.model.prepare();
    expect(h.model.step).toBe('loading');
    expect(h.model.canStart).toBe(false);
    await h.model.start();
    expect(h.liveness.runs).toBe(0);
    gate.resolve(ok(undefined));
    await preparing;
    expect(h.model.step).toBe('ready');
    expect(h.model.canStart).toBe(true);
  });

  it("gives the vendor the page's language when it prepares and when a session starts (its own screens)", async () => {
    const h = await onVideoSelfie();
    await h.model.prepare();
    await h.language.choose('es');
    await h.model.start();
    expect(h.liveness.languages).toEqual(['prepare en', 'run es']);
  });

  it.each(['network-outage', 'facetec-device-in-landscape-mode', 'facetec-unsupported-browser-ios'] as const)(
    'shows the %s page when the vendor cannot be prepared',
    async (failure) => {
      const h = await onVideoSelfie();
      h.liveness.prepared = Promise.resolve(err(failure));
      await h.model.prepare();
      expect(h.error.reason).toBe(failure);
    },
  );

  it('sends a passed session as the face map under the question and the selfie under its key, and moves on', async () => {
    const h = await onVideoSelfie();
    await h.model.prepare();
    await h.model.start();
    expect(h.service.callsTo('postAttributeData')[0]?.[0]).toEqual({
      'identity.video_selfie': {
        shareWith: ['rp-1'],
        value: { faceMap: 'map-1', sessionId: 'session-1', livenessStatus: 'PASSED', auditTrail: [] },
      },
      [SELFIE_IMAGE_KEY]: {
        shareWith: ['rp-1'],
        value: { data: '/9j/selfie-1', mime_type: 'image/jpeg', metadata: {}, cropped: false },
      },
    });
    expect(h.navigator.current).toBe('/question/core-next');
    expect(h.error.reason).toBeNull();
  });

  it('reads Submitting while the answer is sent, and cannot start twice', async () => {
    const h = await onVideoSelfie();
    const sending = deferred<never>();
    h.service.on('postAttributeData', () => sending.promise);
    await h.model.prepare();
    void h.model.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.model.step).toBe('submitting');
    await h.model.start();
    expect(h.liveness.runs).toBe(1);
  });

  it('is running, and will not start again, while a session runs', async () => {
    const h = await onVideoSelfie();
    const hold = deferred<void>();
    h.liveness.hold = hold.promise;
    await h.model.prepare();
    const running = h.model.start();
    expect(h.model.step).toBe('running');
    await h.model.start();
    expect(h.liveness.runs).toBe(1);
    hold.resolve();
    await running;
  });

  it('announces each retry with the tries left, singular for the last', async () => {
    const h = await onVideoSelfie();
    h.liveness.retries = [2, 1];
    await h.model.prepare();
    await h.model.start();
    expect(snackbarTexts(h)).toEqual(['You have 2 tries remaining', 'You have 1 try remaining']);
    expect(h.tracker.of('capture-retried')).toEqual([
      { kind: 'capture-retried', capture: 'liveness' },
      { kind: 'capture-retried', capture: 'liveness' },
    ]);
  });

  it('is silent about a cancel and is ready again, sending nothing', async () => {
    const h = await onVideoSelfie();
    h.liveness.outcome = err('cancelled');
    await h.model.prepare();
    await h.model.start();
    expect(snackbarTexts(h)).toEqual([]);
    expect(h.error.reason).toBeNull();
    expect(h.model.step).toBe('ready');
    expect(h.service.callsTo('postAttributeData')).toEqual([]);
    expect(h.tracker.of('capture-failed')).toEqual([
      { kind: 'capture-failed', capture: 'liveness', reason: 'cancelled' },
    ]);
  });

  it.each([
    ['expired', 'The request has expired, please try again.'],
    ['camera', 'Please enable your camera and try again.'],
    ['rate-limited', 'Too many requests encountered, please try again in few minutes.'],
    ['busy', 'There was already a video selfie session running, please finish the previous one first.'],
  ] as const)('shows %s as a snackbar and lets the applicant try again', async (failure, message) => {
    const h = await onVideoSelfie();
    h.liveness.outcome = err(failure);
    await h.model.prepare();
    await h.model.start();
    expect(snackbarTexts(h)).toEqual([message]);
    expect(h.model.canStart).toBe(true);
    expect(h.error.reason).toBeNull();
  });

  it.each(['unexpected', 'cancelled-network-request', 'facetec-device-locked-out'] as const)(
    'shows the %s page for a session that fails so',
    async (failure) => {
      const h = await onVideoSelfie();
      h.liveness.outcome = err(failure);
      await h.model.prepare();
      await h.model.start();
      expect(h.error.reason).toBe(failure);
    },
  );

  it('shows the Limits exceeded page when the last try was rejected, and sends nothing', async () => {
    const h = await onVideoSelfie();
    h.liveness.outcome = ok({ ...PASSED_OUTCOME, status: 'UNDETERMINED', faceMap: null });
    await h.model.prepare();
    await h.model.start();
    expect(h.error.reason).toBe('facetec-device-locked-out');
    expect(h.service.callsTo('postAttributeData')).toEqual([]);
  });

  it('lets the flow proceed on an internal error (PROVIDER_ERROR)', async () => {
    const h = await onVideoSelfie();
    h.liveness.outcome = ok({ ...PASSED_OUTCOME, status: 'PROVIDER_ERROR', faceMap: null, auditTrailImages: [] });
    await h.model.prepare();
    await h.model.start();
    expect(h.service.callsTo('postAttributeData')[0]?.[0]).toEqual({
      'identity.video_selfie': {
        shareWith: ['rp-1'],
        value: { faceMap: null, sessionId: 'session-1', livenessStatus: 'PROVIDER_ERROR', auditTrail: [] },
      },
    });
    expect(h.navigator.current).toBe('/question/core-next');
  });

  it('logs a passed session without its face map, with ids only, and shows the unexpected page', async () => {
    const h = await onVideoSelfie();
    h.liveness.outcome = ok({ ...PASSED_OUTCOME, faceMap: null });
    await h.model.prepare();
    await h.model.start();
    expect(h.reporter.reports).toHaveLength(1);
    expect(String(h.reporter.reports[0]?.error)).toContain('without its face-map');
    expect(h.reporter.reports[0]?.context).toEqual({ attrType: 'identity.video_selfie', sessionId: 'session-1' });
    expect(JSON.stringify(h.reporter.reports)).not.toContain('selfie-1');
    expect(h.error.reason).toBe('unexpected');
    expect(h.service.callsTo('postAttributeData')).toEqual([]);
  });

  it('shows submission-failed when the upload fails, and is ready to try again', async () => {
    const h = await onVideoSelfie();
    h.service.on('postAttributeData', async () => networkFailure());
    await h.model.prepare();
    await h.model.start();
    expect(h.error.reason).toBe('submission-failed');
    expect(h.model.canStart).toBe(true);
  });
});
