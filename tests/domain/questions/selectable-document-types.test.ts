import { selectableDocumentTypes } from '../../../src/domain/questions/selectable-document-types';
import { makeQuestion } from './make-question';

describe('selectable document types', () => {
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
