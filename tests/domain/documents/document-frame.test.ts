import {
  CARD_FRAME,
  LARGE_ID_CARD_FRAME,
  PASSPORT_FRAME,
  documentFrameOf,
} from '../../../src/domain/documents/document-frame';

describe('documentFrameOf (spec 001 §9 overlay sizes)', () => {
  it('has the spec’s sizes in mm, all landscape', () => {
    expect(CARD_FRAME).toEqual({ kind: 'document', widthMm: 85.6, heightMm: 53.98 });
    expect(LARGE_ID_CARD_FRAME).toEqual({ kind: 'document', widthMm: 105, heightMm: 74 });
    expect(PASSPORT_FRAME).toEqual({ kind: 'document', widthMm: 125, heightMm: 88 });
  });

  it('frames a passport as a passport, whatever the country', () => {
    for (const country of [null, 'US', 'FR', 'ROU']) expect(documentFrameOf('passport', country)).toBe(PASSPORT_FRAME);
  });

  it.each(['FR', 'fr', 'FRA', 'fra', 'RO', 'Ro', 'ROU', 'rou', ' fr '])(
    'frames an ID card of %p (alpha-2 or alpha-3, any case) at 105x74',
    (country) => expect(documentFrameOf('id_card', country)).toBe(LARGE_ID_CARD_FRAME),
  );

  it.each([null, '', 'US', 'DE', 'FX', 'FRANCE', 'ROM', 'F'])('frames an ID card of %p as a card', (country) =>
    expect(documentFrameOf('id_card', country)).toBe(CARD_FRAME),
  );

  it('frames a drivers licence as a card, French and Romanian ones too', () => {
    for (const country of [null, 'US', 'FR', 'FRA', 'RO', 'ROU']) {
      expect(documentFrameOf('drivers_license', country)).toBe(CARD_FRAME);
    }
  });
});
