import { DOCUMENT_PAGES, documentPages, isDocumentType } from '../../../src/domain/documents/document-types';

describe('document types', () => {
  it("gives driver's licences and ID cards a front and a back, and passports one page", () => {
    expect(DOCUMENT_PAGES).toEqual({
      drivers_license: ['front', 'back'],
      id_card: ['front', 'back'],
      passport: ['front'],
    });
    expect(documentPages('passport')).toHaveLength(1);
  });

  it('knows only the three document types', () => {
    expect(['drivers_license', 'id_card', 'passport'].every(isDocumentType)).toBe(true);
    expect(isDocumentType('library_card')).toBe(false);
    expect(isDocumentType('constructor')).toBe(false);
  });
});
