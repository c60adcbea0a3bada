import {
  chooseDocumentType,
  clearLastPage,
  isIdScanComplete,
  offeredDocumentTypes,
  pageCaptured,
  pageToCapture,
  retryIdScan,
  startIdScan,
  switchSinglePageUpload,
} from '../../../src/domain/documents/id-scan-state';
import type { IdScanState } from '../../../src/domain/documents/id-scan-state';
import type { IdScanImage } from '../../../src/domain/validation/id-scan';
import { makeQuestion } from '../questions/make-question';

const image = (data: string): IdScanImage => ({ data, mimeType: 'image/jpeg' });
const question = makeQuestion('identity_assurance.document_verification.us_issued', { type: 'id-scan' });
const fresh = (): IdScanState<IdScanImage> => startIdScan<IdScanImage>(question);

describe('the ID scan state', () => {
  it('starts on the first offered type with nothing captured', () => {
    expect(fresh()).toEqual({ type: 'id_card', useSinglePageUpload: false, country: null, currentPage: 0, pages: [] });
  });

  it('offers id_card and passport unless the question prescribes a type', () => {
    expect(offeredDocumentTypes(question)).toEqual(['id_card', 'passport']);
    const prescribed = makeQuestion('x', {
      metadata: { documentPrescribed: 'drivers_license', countryPrescribed: 'CA' },
    });
    expect(offeredDocumentTypes(prescribed)).toEqual(['drivers_license']);
    expect(startIdScan(prescribed)).toEqual(expect.objectContaining({ type: 'drivers_license', country: 'CA' }));
  });

  it('captures the pages in order, front then back, and then asks for none', () => {
    let state = fresh();
    expect(pageToCapture(state)).toBe('front');
    state = pageCaptured(state, image('F'));
    expect(state).toEqual(expect.objectContaining({ currentPage: 1, pages: [image('F')] }));
    expect(pageToCapture(state)).toBe('back');
    state = pageCaptured(state, image('B'));
    expect(state).toEqual(expect.objectContaining({ currentPage: 2, pages: [image('F'), image('B')] }));
    expect(pageToCapture(state)).toBeNull();
    expect(pageCaptured(state, image('X'))).toBe(state);
  });

  it('gives a passport one page', () => {
    const state = pageCaptured(chooseDocumentType(fresh(), 'passport'), image('P'));
    expect(pageToCapture(state)).toBeNull();
    expect(isIdScanComplete(state, ['id_card', 'passport'])).toBe(true);
  });

  it('clears the last captured photo on Back, so that page is taken again', () => {
    const two = pageCaptured(pageCaptured(fresh(), image('F')), image('B'));
    const back = clearLastPage(two);
    expect(back).toEqual(expect.objectContaining({ currentPage: 1, pages: [image('F')] }));
    expect(pageToCapture(back)).toBe('back');
    expect(clearLastPage(clearLastPage(back))).toEqual(fresh());
  });

  it('resets the pages and the page index when the type changes', () => {
    const one = pageCaptured(fresh(), image('F'));
    expect(chooseDocumentType(one, 'passport')).toEqual(
      expect.objectContaining({ type: 'passport', currentPage: 0, pages: [] }),
    );
  });

  it('goes back to page 0 without photos on a retry, keeping the type', () => {
    const done = pageCaptured(pageCaptured(chooseDocumentType(fresh(), 'drivers_license'), image('F')), image('B'));
    expect(retryIdScan(done)).toEqual(expect.objectContaining({ type: 'drivers_license', currentPage: 0, pages: [] }));
  });

  it('switches the single-page upload on and off, keeping what was captured', () => {
    const one = pageCaptured(fresh(), image('F'));
    const on = switchSinglePageUpload(one, true);
    expect(on).toEqual(expect.objectContaining({ useSinglePageUpload: true, pages: [image('F')], currentPage: 1 }));
    expect(switchSinglePageUpload(on, false).useSinglePageUpload).toBe(false);
  });

  it('is complete only with every page of an offered type, each a valid image', () => {
    const offered = ['id_card', 'passport'] as const;
    const front = pageCaptured(fresh(), image('F'));
    expect(isIdScanComplete(front, offered)).toBe(false);
    expect(isIdScanComplete(pageCaptured(front, image('B')), offered)).toBe(true);
    expect(isIdScanComplete(pageCaptured(front, image('')), offered)).toBe(false);
    const licence = pageCaptured(pageCaptured(chooseDocumentType(fresh(), 'drivers_license'), image('F')), image('B'));
    expect(isIdScanComplete(licence, offered)).toBe(false);
  });
});
