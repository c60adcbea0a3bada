import type { ProcessedImage } from '../../../src/application/ports/image-processor.port';
import type { InterviewSnapshot } from '../../../src/application/ports/interview-service.port';
import { IdScanViewModel } from '../../../src/application/view-models/id-scan.view-model';
import { PhotoCaptureViewModel } from '../../../src/application/view-models/photo-capture.view-model';
import { UPLOAD_MESSAGES } from '../../../src/domain/errors/question-messages';
import { VERIFICATION_POLLING } from '../../../src/domain/questions/verification-polling';
import type { Question } from '../../../src/domain/questions/question';
import { err, ok } from '../../../src/domain/shared/result';
import { FakeImageProcessor, processedImageOf } from '../fakes/fake-image-processor';
import { deferred, issuerOf, networkFailure, question, snapshotOf } from '../fakes/fake-interview-service';
import { interviewHarness } from '../interview/harness';

const ATTR = 'identity_assurance.document_verification.us_issued';
const FRONT_KEY = `${ATTR}.front_image`;
const BACK_KEY = `${ATTR}.back_image`;
const idScan = question(ATTR, { type: 'id-scan', metadata: { title: 'ID', isLegacy: true } });
const next = question('core.next', { type: 'text' });

const image = (data: string, quality = { sharpness: 1500, glare: 0 }): ProcessedImage =>
  processedImageOf({ data, quality });
const photo = (): Blob => new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

interface Options {
  readonly featureFlags?: Readonly<Record<string, boolean>>;
  readonly issuerDn?: string;
  readonly mobile?: boolean;
  readonly scanQuestion?: Question;
  /** The failures and resolution attempts the service kept (the interview state's verificationsRequested). */
  readonly kept?: InterviewSnapshot['verificationsRequested'];
}

async function onIdScan(options: Options = {}) {
  const h = interviewHarness();
  const scanQuestion = options.scanQuestion ?? idScan;
  h.service.snapshot = snapshotOf({
    questions: [scanQuestion, next],
    featureFlags: options.featureFlags ?? {},
    verificationsRequested: options.kept ?? {},
  });
  h.service.issuer = issuerOf({ id: options.issuerDn ?? 'cn=acme-staffing,ou=issuers,o=attest' });
  h.signIn();
  const screen = h.questionScreen();
  await screen.enter(scanQuestion.attrType.replaceAll('.', '-'));
  const processor = new FakeImageProcessor();
  const capture = new PhotoCaptureViewModel(processor, h.snackbar, h.tracker);
  const model = new IdScanViewModel(h.interview, screen, capture, h.reporter, h.tracker);
  model.open(options.mobile ?? true);
  /** Takes a page whose processed image is `processed`. */
  const take = async (processed: ProcessedImage) => {
    processor.answer = ok(processed);
    await model.take(photo(), 'camera photo');
  };
  const captureCard = async () => {
    await take(image('FRONT'));
    await take(image('BACK'));
  };
  return { ...h, screen, processor, capture, model, take, captureCard };
}

type Harness = Awaited<ReturnType<typeof onIdScan>>;

/** Answers the readability check and the polls as given, one per call (the last repeats). */
function provider(h: Harness, readability: { readable: boolean; failureReason: string | null }, ...polls: string[]) {
  h.service.on('checkReadability', async () => ok(readability));
  const answers = [...polls];
  h.service.on('getVerification', async () => {
    const status = answers.length > 1 ? answers.shift() : answers[0];
    return ok(status === 'waiting' || status === 'ok' ? { status } : { status: 'unknown' as const, raw: status ?? '' });
  });
}

const READABLE = { readable: true, failureReason: null };
const unreadable = (failureReason: string) => ({ readable: false, failureReason });

async function failWith(h: Harness, reason: string) {
  provider(h, unreadable(reason), 'ok');
  await h.captureCard();
  await h.model.submit();
}

describe('IdScanViewModel: capture', () => {
  it('starts on an ID card, front first, with id_card and passport offered', async () => {
    const h = await onIdScan();
    expect(h.model.scan).toEqual({
      type: 'id_card',
      useSinglePageUpload: false,
      country: null,
      currentPage: 0,
      pages: [],
    });
    expect(h.model.offeredTypes).toEqual(['id_card', 'passport']);
    expect(h.model.pageToCapture).toBe('front');
    expect(h.model.pageIds).toEqual(['front', 'back']);
    expect(h.model.complete).toBe(false);
  });

  it('offers only the type the question prescribes', async () => {
    const prescribed = question(ATTR, { type: 'id-scan', metadata: { documentPrescribed: 'drivers_license' } });
    const h = await onIdScan({ scanQuestion: prescribed });
    expect(h.model.offeredTypes).toEqual(['drivers_license']);
    h.model.chooseType('passport');
    expect(h.model.scan?.type).toBe('drivers_license');
  });

  it('captures the front, then the back, keeping each processed page as the screen value', async () => {
    const h = await onIdScan();
    await h.take(image('FRONT'));
    expect(h.model.pageToCapture).toBe('back');
    await h.take(image('BACK'));
    expect(h.model.pageToCapture).toBeNull();
    expect(h.model.complete).toBe(true);
    expect(h.model.scan?.pages.map((p) => p.data)).toEqual(['FRONT', 'BACK']);
    expect(h.screen.value).toEqual(h.model.scan);
  });

  it('clears the captured photo on Back', async () => {
    const h = await onIdScan();
    await h.captureCard();
    h.model.back();
    expect(h.model.pageToCapture).toBe('back');
    expect(h.model.scan?.pages.map((p) => p.data)).toEqual(['FRONT']);
  });

  it('resets the pages when the type changes; a passport has one page', async () => {
    const h = await onIdScan();
    await h.take(image('FRONT'));
    h.model.chooseType('passport');
    expect(h.model.scan).toEqual(expect.objectContaining({ type: 'passport', currentPage: 0, pages: [] }));
    await h.take(image('PHOTO PAGE'));
    expect(h.model.complete).toBe(true);
  });

  it('keeps the scan when the question is opened again', async () => {
    const h = await onIdScan();
    await h.take(image('FRONT'));
    h.screen.open(ATTR);
    h.model.open(true);
    expect(h.model.scan?.pages.map((p) => p.data)).toEqual(['FRONT']);
  });

  it('refuses a file the pipeline cannot process with the ID snackbar, keeping the page to capture', async () => {
    const h = await onIdScan();
    h.processor.answer = err('corrupted');
    await h.model.take(photo(), 'scan.jpg');
    expect(h.snackbar.queue.map((m) => m.message)).toEqual([UPLOAD_MESSAGES.unprocessableId]);
    expect(h.capture.problem).toBe('Image could not be rendered');
    expect(h.model.scan?.pages).toEqual([]);
  });

  it('refuses a file that is not an image with the ID snackbar, without processing it', async () => {
    const h = await onIdScan();
    await h.model.take(new Blob(['text'], { type: 'text/plain' }), 'notes.txt');
    expect(h.snackbar.queue.map((m) => m.message)).toEqual([UPLOAD_MESSAGES.unprocessableId]);
    expect(h.processor.files).toHaveLength(0);
  });

  it.each([
    [{ sharpness: 50, glare: 0 }, 'blurry'],
    [{ sharpness: 1500, glare: 0.2 }, 'glare'],
    [{ sharpness: 50, glare: 0.2 }, 'blurry-and-glare'],
  ] as const)('holds a page whose quality is a concern (%j: %s) for the applicant', async (quality, concern) => {
    const h = await onIdScan();
    const doubtful = image('FRONT', quality);
    await h.take(doubtful);
    expect(h.model.pending).toEqual({ image: doubtful, concern });
    expect(h.model.scan?.pages).toEqual([]);
  });

  it('keeps a doubtful page when used anyway, and drops it on retake', async () => {
    const h = await onIdScan();
    await h.take(image('BLURRED', { sharpness: 50, glare: 0 }));
    h.model.useAnyway();
    expect(h.model.pending).toBeNull();
    expect(h.model.scan?.pages.map((p) => p.data)).toEqual(['BLURRED']);
    await h.take(image('GLARY', { sharpness: 1500, glare: 0.5 }));
    h.model.retake();
    expect(h.model.pending).toBeNull();
    expect(h.model.pageToCapture).toBe('back');
  });
});

describe('IdScanViewModel: screens and flags', () => {
  it('captures on a phone, hands off on a desktop until this computer is chosen', async () => {
    expect((await onIdScan({ mobile: true })).model.screenKind).toBe('mobile-capture');
    const desktop = await onIdScan({ mobile: false });
    expect(desktop.model.screenKind).toBe('desktop-hand-off');
    desktop.model.setOnThisComputer(true);
    expect(desktop.model.screenKind).toBe('mobile-capture');
    desktop.model.setOnThisComputer(false);
    expect(desktop.model.screenKind).toBe('desktop-hand-off');
  });

  it('offers the single-page upload on a desktop only with upload from desktop', async () => {
    const off = await onIdScan({ mobile: false });
    off.model.setSinglePageUpload(true);
    expect(off.model.screenKind).toBe('desktop-hand-off');
    expect(off.model.pickerAllowed).toBe(false);
    const on = await onIdScan({ mobile: false, featureFlags: { idverify_document_upload_from_desktop_enabled: true } });
    expect(on.model.pickerAllowed).toBe(true);
    on.model.setSinglePageUpload(true);
    expect(on.model.screenKind).toBe('single-page-upload');
    on.model.setSinglePageUpload(false);
    expect(on.model.screenKind).toBe('desktop-hand-off');
  });

  it('offers the picker on a phone only with upload from mobile, or for a named issuer', async () => {
    expect((await onIdScan()).model.pickerAllowed).toBe(false);
    const flagged = await onIdScan({ featureFlags: { idverify_document_upload_from_mobile_enabled: true } });
    expect(flagged.model.pickerAllowed).toBe(true);
    const named = await onIdScan({ issuerDn: 'cn=acme-freight,ou=issuers,o=attest' });
    expect(named.model.pickerAllowed).toBe(true);
    expect(named.model.flags.uploadFromDesktop).toBe(true);
  });

  it("uses the phone's own camera unless the overlay flag is on; a desktop always uses the overlay", async () => {
    expect((await onIdScan()).model.useOverlay).toBe(false);
    const overlay = await onIdScan({ featureFlags: { idverify_user_media_overlay_enabled: true } });
    expect(overlay.model.useOverlay).toBe(true);
    expect((await onIdScan({ mobile: false })).model.useOverlay).toBe(true);
  });
});

describe('IdScanViewModel: verification', () => {
  it('uploads for verification, checks readability, polls, and completes the question when verified', async () => {
    const h = await onIdScan();
    provider(h, READABLE, 'waiting', 'ok');
    await h.captureCard();
    const gate = deferred<Awaited<ReturnType<typeof h.service.verifyId>>>();
    h.service.on('verifyId', async (_answers, onProgress) => {
      onProgress?.(0.5);
      return gate.promise;
    });
    const sending = h.model.submit();
    await Promise.resolve();
    expect(h.model.sending).toBe('uploading');
    expect(h.screen.progress).toBe(0.5);
    gate.resolve(ok({ datumIds: ['v1', 'v2'] }));
    await h.time.advance(0);
    expect(h.model.sending).toBe('verifying');
    expect(h.model.verifyingPhase).toBe('first');
    await h.time.advance(VERIFICATION_POLLING.intervalMs);
    await sending;
    const [sent] = h.service.callsTo('verifyId')[0] ?? [];
    expect(Object.keys(sent as object)).toEqual([FRONT_KEY, BACK_KEY]);
    expect(h.service.callsTo('checkReadability')).toEqual([[['v1', 'v2']]]);
    expect(h.verificationStore.verification(ATTR).result).toEqual({ status: 'verified' });
    expect(h.interview.question(ATTR)?.complete).toBe(true);
    expect(h.navigator.current).toBe('/question/core-next');
    expect(h.service.callsTo('submitId')).toHaveLength(0);
  });

  it('moves the verifying phrase along by thirds of 15 attempts of this verification', async () => {
    const h = await onIdScan();
    provider(h, READABLE, 'waiting');
    await h.captureCard();
    const sending = h.model.submit();
    await h.time.advance(0);
    const phases = [h.model.verifyingPhase];
    for (let check = 1; check < VERIFICATION_POLLING.maxChecks; check += 1) {
      await h.time.advance(VERIFICATION_POLLING.intervalMs);
      phases.push(h.model.verifyingPhase);
    }
    expect(phases.slice(0, 4)).toEqual(['first', 'first', 'first', 'first']);
    expect(phases[4]).toBe('second');
    expect(phases[9]).toBe('third');
    await sending;
  });

  it.each([
    ['GLARE', 'glare'],
    ['SHARPNESS', 'blurry'],
    ['GLARE_SHARPNESS', 'blurry-and-glare'],
    ['UNKNOWN', 'unknown'],
    ['PROVIDER', 'unknown'],
  ] as const)('shows the screen of an unreadable document (%s: %s), keeping the photos', async (reason, screen) => {
    const h = await onIdScan();
    await failWith(h, reason);
    expect(h.model.screenKind).toBe(screen);
    expect(h.model.scan?.pages).toHaveLength(2);
    expect(h.service.callsTo('getVerification')).toHaveLength(0);
    expect(h.interview.question(ATTR)?.complete).toBe(false);
  });

  it('shows the screen of a failed verification with the reason the poll gave', async () => {
    const h = await onIdScan();
    h.service.on('getVerification', async () => ok({ status: 'failed' as const, reason: 'SHARPNESS' }));
    await h.captureCard();
    await h.model.submit();
    expect(h.model.screenKind).toBe('blurry');
  });

  it('goes back to page 0 without photos on Try again, the failure still counted', async () => {
    const h = await onIdScan();
    await failWith(h, 'GLARE');
    expect(h.tracker.of('capture-retried')).toEqual([]);
    h.model.retry();
    expect(h.tracker.of('capture-retried')).toEqual([{ kind: 'capture-retried', capture: 'id-scan' }]);
    expect(h.model.screenKind).toBe('mobile-capture');
    expect(h.model.scan).toEqual(expect.objectContaining({ type: 'id_card', currentPage: 0, pages: [] }));
    expect(h.verificationStore.verification(ATTR)).toEqual(
      expect.objectContaining({ result: { status: 'uninitialized' }, failures: 1 }),
    );
  });

  it('shows the persistent screen after 3 failures; Try again retakes, and the 4th failure is persistent too', async () => {
    const h = await onIdScan();
    for (const reason of ['GLARE', 'SHARPNESS']) {
      await failWith(h, reason);
      h.model.retry();
    }
    await failWith(h, 'GLARE_SHARPNESS');
    expect(h.model.screenKind).toBe('persistent-failure');
    h.model.retry();
    expect(h.model.screenKind).toBe('mobile-capture');
    await failWith(h, 'GLARE');
    expect(h.model.screenKind).toBe('persistent-failure');
  });

  it('counts on from the failures the service kept: after a reload that kept two, the next failure is persistent', async () => {
    const h = await onIdScan({ kept: { [ATTR]: { failures: 2, resolutionAttempts: 3 } } });
    expect(h.model.screenKind).toBe('mobile-capture');
    expect(h.verificationStore.verification(ATTR)).toEqual(
      expect.objectContaining({ result: { status: 'uninitialized' }, failures: 2, resolutionAttempts: 3 }),
    );
    await failWith(h, 'GLARE');
    expect(h.verificationStore.verification(ATTR).failures).toBe(3);
    expect(h.model.screenKind).toBe('persistent-failure');
  });

  it("keeps the page's own failures when the service returns none (an older service), across its reloads", async () => {
    const h = await onIdScan();
    for (const reason of ['GLARE', 'SHARPNESS']) {
      await failWith(h, reason);
      h.model.retry();
    }
    await h.loader.reload();
    await failWith(h, 'GLARE_SHARPNESS');
    expect(h.model.screenKind).toBe('persistent-failure');
  });

  it('sends the last images with the legacy submit on "use this image anyway", and moves on', async () => {
    const h = await onIdScan();
    for (const reason of ['GLARE', 'SHARPNESS']) {
      await failWith(h, reason);
      h.model.retry();
    }
    await failWith(h, 'GLARE_SHARPNESS');
    await h.model.useImageAnyway();
    const [sent] = h.service.callsTo('submitId')[0] ?? [];
    expect(sent).toEqual({
      [FRONT_KEY]: { shareWith: ['acme'], value: { data: 'FRONT', mime_type: 'image/jpeg', metadata: {} } },
      [BACK_KEY]: { shareWith: ['acme'], value: { data: 'BACK', mime_type: 'image/jpeg', metadata: {} } },
    });
    expect(h.interview.question(ATTR)?.complete).toBe(true);
    expect(h.navigator.current).toBe('/question/core-next');
  });

  it('does not send with "use this image anyway" before the persistent screen', async () => {
    const h = await onIdScan();
    await failWith(h, 'GLARE');
    await h.model.useImageAnyway();
    expect(h.service.callsTo('submitId')).toHaveLength(0);
  });

  it('falls back to the legacy submit of the same images when the provider keeps waiting', async () => {
    const h = await onIdScan();
    provider(h, READABLE, 'waiting');
    await h.captureCard();
    const sending = h.model.submit();
    await h.time.advance(VERIFICATION_POLLING.maxChecks * VERIFICATION_POLLING.intervalMs);
    await sending;
    expect(h.service.callsTo('getVerification')).toHaveLength(VERIFICATION_POLLING.maxChecks);
    expect(h.service.callsTo('submitId')[0]?.[0]).toEqual(h.service.callsTo('verifyId')[0]?.[0]);
    expect(h.interview.question(ATTR)?.complete).toBe(true);
  });

  it('sends nothing more when the screen is left while the provider is still checking', async () => {
    const h = await onIdScan();
    provider(h, READABLE, 'waiting');
    await h.captureCard();
    const sending = h.model.submit();
    await h.time.advance(0);
    expect(h.model.sending).toBe('verifying');
    h.model.close();
    h.screen.dispose();
    await sending;
    expect(h.verificationStore.verification(ATTR).result).toEqual({ status: 'timeout' });
    expect(h.service.callsTo('submitId')).toHaveLength(0);
    expect(h.navigator.current).not.toBe('/question/core-next');
    await h.time.advance(10 * VERIFICATION_POLLING.intervalMs);
    expect(h.service.callsTo('getVerification')).toHaveLength(1);
  });

  it('reports an unknown status as an invalid verification response and falls back to the legacy submit', async () => {
    const h = await onIdScan();
    provider(h, READABLE, 'pending-review');
    await h.captureCard();
    await h.model.submit();
    expect(h.reporter.reports.map((r) => (r.error as Error).message)).toContain('invalid-verification-response');
    expect(h.service.callsTo('submitId')).toHaveLength(1);
    expect(h.interview.question(ATTR)?.complete).toBe(true);
  });

  it('falls back to the legacy submit when the readability check fails', async () => {
    const h = await onIdScan();
    h.service.on('checkReadability', async () => networkFailure());
    await h.captureCard();
    await h.model.submit();
    expect(h.service.callsTo('submitId')).toHaveLength(1);
  });

  it('shows the submission error and keeps the photos when the upload itself fails, without a legacy submit', async () => {
    const h = await onIdScan();
    h.service.on('verifyId', async () => networkFailure());
    await h.captureCard();
    await h.model.submit();
    expect(h.error.reason).toBe('submission-failed');
    expect(h.service.callsTo('submitId')).toHaveLength(0);
    expect(h.model.scan?.pages).toHaveLength(2);
  });

  it('sends with the legacy submit directly when capture retry is off', async () => {
    const h = await onIdScan({ featureFlags: { idverify_document_capture_retry_enabled: false } });
    await h.captureCard();
    await h.model.submit();
    expect(h.service.callsTo('verifyId')).toHaveLength(0);
    expect(h.service.callsTo('checkReadability')).toHaveLength(0);
    expect(h.service.callsTo('submitId')).toHaveLength(1);
    expect(h.interview.question(ATTR)?.complete).toBe(true);
  });

  it('sends nothing while the scan is incomplete', async () => {
    const h = await onIdScan();
    await h.take(image('FRONT'));
    await h.model.submit();
    expect(h.service.callsTo('verifyId')).toHaveLength(0);
    expect(h.service.callsTo('submitId')).toHaveLength(0);
  });

  it('resets a failed result when a page is edited', async () => {
    const h = await onIdScan();
    await failWith(h, 'UNKNOWN');
    h.model.back();
    expect(h.verificationStore.verification(ATTR).result).toEqual({ status: 'uninitialized' });
    expect(h.model.screenKind).toBe('mobile-capture');
  });

  it('sends a regional question under its region, country, type and page keys', async () => {
    const regional = question('identity_assurance.document_verification.europe.FR.passport', {
      type: 'id-scan',
      metadata: { regionPrescribed: 'europe', countryPrescribed: 'FR', documentPrescribed: 'passport' },
    });
    const h = await onIdScan({ scanQuestion: regional });
    expect(h.model.scan?.country).toBe('FR');
    await h.take(image('PHOTO PAGE'));
    await h.model.submit();
    expect(Object.keys((h.service.callsTo('verifyId')[0]?.[0] ?? {}) as object)).toEqual([
      'identity_assurance.document_verification.europe.FR.passport.front',
    ]);
  });
});
