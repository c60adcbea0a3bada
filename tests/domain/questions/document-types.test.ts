import { DOCUMENT_PAGES, pageCountOf, selectableDocumentTypes } from '../../../src/domain/questions/document-types';
import { makeQuestion } from './make-question';

describe('document types', () => {
  it("gives driver's licences and ID cards a front and a back, and passports one page", () => {
    expect(DOCUMENT_PAGES).toEqual({
      drivers_license: ['front', 'back'],
      id_card: ['front', 'back'],
      passport: ['front'],
    });
    expect(pageCountOf('drivers_license')).toBe(2);
    expect(pageCountOf('id_card')).toBe(2);
    expect(pageCountOf('passport')).toBe(1);
  });

  it('offers ID card and passport unless the question prescribes a document', () => {
    expect(selectableDocumentTypes(makeQuestion('id'))).toEqual(['id_card', 'passport']);
    expect(
      selectableDocumentTypes(makeQuestion('id', { metadata: { documentPrescribed: 'drivers_license' } })),
    ).toEqual(['drivers_license']);
  });

  it('falls back to the defaults for a prescribed document it does not know', () => {
    expect(selectableDocumentTypes(makeQuestion('id', { metadata: { documentPrescribed: 'library_card' } }))).toEqual([
      'id_card',
      'passport',
    ]);
  });
});
