import { CONSENT_TEXTS, FREE_COPY_STATES } from '../../../src/domain/consent/consent-texts';

describe('consent texts', () => {
  it('copies the consent screen texts word for word', () => {
    expect(CONSENT_TEXTS).toEqual({
      heading: 'Background Check Disclosure & Authorization',
      defaultDisclosureHeading: 'APPLICANT DISCLOSURE STATEMENT',
      acceptCheckbox: 'I have read and accept this disclosure',
      submit: 'Authorize',
      freeCopyCheckbox: 'I wish to receive a free copy of the report',
    });
  });

  it('offers the free copy to California, Minnesota and Oklahoma applicants', () => {
    expect(FREE_COPY_STATES.map((state) => state.name)).toEqual(['California', 'Minnesota', 'Oklahoma']);
    expect(FREE_COPY_STATES.map((state) => state.code)).toEqual(['CA', 'MN', 'OK']);
  });
});
