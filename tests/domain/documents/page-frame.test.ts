import { LETTER_PAGE_FRAME } from '../../../src/domain/documents/page-frame';

describe('LETTER_PAGE_FRAME', () => {
  it('is a US letter page upright, 8.5 x 11 inches', () => {
    expect(LETTER_PAGE_FRAME.kind).toBe('document');
    expect(LETTER_PAGE_FRAME.widthMm).toBeCloseTo(8.5 * 25.4, 6);
    expect(LETTER_PAGE_FRAME.heightMm).toBeCloseTo(11 * 25.4, 6);
  });
});
