import type { IdScanScreenFacts } from '../../../src/domain/documents/id-scan-screen';
import { PERSISTENT_FAILURES, idScanScreen } from '../../../src/domain/documents/id-scan-screen';

const facts = (overrides: Partial<IdScanScreenFacts>): IdScanScreenFacts => ({
  result: { status: 'uninitialized' },
  failures: 0,
  useSinglePageUpload: false,
  captureHere: false,
  ...overrides,
});
const failed = (failureReason: string, failures = 1): Partial<IdScanScreenFacts> => ({
  result: { status: 'failed', failureReason },
  failures,
});

describe('the ID scan sub-screen', () => {
  it('is the persistent failure once 3 failures were counted, whatever the reason', () => {
    expect(PERSISTENT_FAILURES).toBe(3);
    expect(idScanScreen(facts(failed('GLARE', 3)))).toBe('persistent-failure');
    expect(idScanScreen(facts({ ...failed('SHARPNESS', 4), captureHere: true }))).toBe('persistent-failure');
    expect(idScanScreen(facts(failed('GLARE', 2)))).toBe('glare');
  });

  it.each([
    ['GLARE', 'glare'],
    ['SHARPNESS', 'blurry'],
    ['GLARE_SHARPNESS', 'blurry-and-glare'],
    ['UNKNOWN', 'unknown'],
    ['PROVIDER', 'unknown'],
    ['unknown', 'unknown'],
    ['SOMETHING_NEW', 'unknown'],
    ['glare', 'glare'],
  ] as const)('shows the screen of the reason %s: %s', (reason, screen) => {
    expect(idScanScreen(facts({ ...failed(reason), useSinglePageUpload: true, captureHere: true }))).toBe(screen);
  });

  it('shows the single-page upload before any capture screen once chosen', () => {
    expect(idScanScreen(facts({ useSinglePageUpload: true }))).toBe('single-page-upload');
    expect(idScanScreen(facts({ useSinglePageUpload: true, captureHere: true }))).toBe('single-page-upload');
  });

  it('captures on this device when it can, else hands off to a phone', () => {
    expect(idScanScreen(facts({ captureHere: true }))).toBe('mobile-capture');
    expect(idScanScreen(facts({}))).toBe('desktop-hand-off');
  });

  it.each(['uploading', 'verifying', 'verified', 'timeout', 'error'] as const)(
    'is a capture screen (not a failure) while %s',
    (status) => {
      expect(idScanScreen(facts({ result: { status }, failures: 5, captureHere: true }))).toBe('mobile-capture');
    },
  );
});
