import {
  US_DOCUMENT_ATTR_TYPE,
  classifyDocumentAttribute,
  documentQuestionOf,
  groupDocumentQuestions,
} from '../../../src/domain/questions/document-grouping';
import { makeQuestion } from './make-question';

const DV = 'identity_assurance.document_verification';

describe('classifyDocumentAttribute', () => {
  it.each([
    `${DV}.us_issued.front_image`,
    `${DV}.us_issued.back_image`,
    `${DV}.us.us.drivers_license.front`,
    `${DV}.americas.us.id_card.back`,
    `${DV}.americas.US.passport.front`,
  ])('counts %s as US-issued', (attrType) => {
    expect(classifyDocumentAttribute(attrType)).toEqual({ kind: 'us-issued' });
  });

  it('reads region, country, document type and page of a non-US attribute', () => {
    expect(classifyDocumentAttribute(`${DV}.europe.fr.id_card.front`)).toEqual({
      kind: 'per-type',
      region: 'europe',
      country: 'fr',
      documentType: 'id_card',
      page: 'front',
      groupAttrType: `${DV}.europe.fr.id_card`,
    });
  });

  it.each([
    'core.ssn',
    `${DV}.europe.fr`,
    `${DV}.europe..id_card.front`,
    'identity_assurance.document_verificationx.a.b.c.d',
  ])('does not treat %s as a document page', (attrType) => {
    expect(classifyDocumentAttribute(attrType)).toBeNull();
  });

  it('does not mistake a country merely containing "us" for the US', () => {
    expect(classifyDocumentAttribute(`${DV}.oceania.aus.passport.front`)).toMatchObject({ kind: 'per-type' });
  });
});

describe('documentQuestionOf', () => {
  it.each([
    [`${DV}.us_issued.front_image`, US_DOCUMENT_ATTR_TYPE],
    [`${DV}.na.us.drivers_license.back`, US_DOCUMENT_ATTR_TYPE],
    [`${DV}.eu.fr.id_card.front`, `${DV}.eu.fr.id_card`],
    [`${DV}.eu.fr`, null],
    ['core.ssn', null],
  ])('puts %s under %s', (attrType, merged) => {
    expect(documentQuestionOf(attrType)).toBe(merged);
  });
});

describe('groupDocumentQuestions', () => {
  const questions = [
    makeQuestion('core.ssn'),
    makeQuestion(`${DV}.us_issued.front_image`, { complete: true, shareWith: ['a'], metadata: { title: 'ID front' } }),
    makeQuestion(`${DV}.europe.fr.id_card.front`, { metadata: { required: false } }),
    makeQuestion(`${DV}.us_issued.back_image`, { shareWith: ['a', 'b'], hasError: true }),
    makeQuestion(`${DV}.europe.fr.id_card.back`, { complete: true, metadata: { required: false } }),
    makeQuestion(`${DV}.europe.fr.passport.front`, { complete: true }),
  ];

  it('merges the US-issued attributes into one legacy question and keeps one question per other document type', () => {
    expect(groupDocumentQuestions(questions).map((q) => q.attrType)).toEqual([
      'core.ssn',
      US_DOCUMENT_ATTR_TYPE,
      `${DV}.europe.fr.id_card`,
      `${DV}.europe.fr.passport`,
    ]);
  });

  it('makes the legacy question an ID scan, complete only when every member is', () => {
    const legacy = groupDocumentQuestions(questions)[1]!;
    expect(legacy).toMatchObject({
      type: 'id-scan',
      complete: false,
      hasError: true,
      shareWith: ['a', 'b'],
      metadata: { title: 'ID front', isLegacy: true, required: true, hidden: false },
    });
  });

  it('prescribes the region, country and document of a per-type question', () => {
    const idCard = groupDocumentQuestions(questions)[2]!;
    expect(idCard.metadata).toMatchObject({
      isLegacy: false,
      required: false,
      regionPrescribed: 'europe',
      countryPrescribed: 'fr',
      documentPrescribed: 'id_card',
    });
    expect(idCard.complete).toBe(false);
    expect(groupDocumentQuestions(questions)[3]?.complete).toBe(true);
  });

  it("titles the legacy question 'Document verification' when its first member has no title", () => {
    const [legacy] = groupDocumentQuestions([makeQuestion(`${DV}.us_issued.front_image`)]);
    expect(legacy?.metadata.title).toBe('Document verification');
  });

  it('leaves a list without document attributes as it is', () => {
    const plain = [makeQuestion('a'), makeQuestion('b')];
    expect(groupDocumentQuestions(plain)).toEqual(plain);
  });
});
