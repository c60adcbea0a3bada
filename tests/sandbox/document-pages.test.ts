import { testSandbox } from './sandbox-client';

const US = 'identity_assurance.document_verification.us_issued';
const FR = 'identity_assurance.document_verification.eu.fr.id_card';
const image = { shareWith: [], value: { data: 'AAEC', mime_type: 'image/jpeg', metadata: {} } };

describe('document page attributes in the sandbox', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function completeness(api: Awaited<ReturnType<typeof sandbox.applicant>>['api'], rprId: string) {
    const interview = (await api('GET', `/requests/${rprId}/interview`)).json<{
      questions: { attrType: string; complete: boolean }[];
    }>();
    return Object.fromEntries(interview.questions.map((q) => [q.attrType, q.complete]));
  }

  it('lists every page as its own attribute, none complete at first', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-us-documents');
    expect(await completeness(api, rprId)).toEqual({
      'core.fullname': false,
      [`${US}.front_image`]: false,
      [`${US}.back_image`]: false,
      [`${FR}.front`]: false,
      [`${FR}.back`]: false,
    });
  });

  it("completes every page of a document once its scan is stored, and only that document's", async () => {
    const { api, rprId } = await sandbox.applicant('applicant-us-documents');
    const stored = await api('POST', '/IDSubmit', { [`${US}.front_image`]: image, [`${US}.back_image`]: image });
    expect(stored.statusCode).toBe(200);
    expect(await completeness(api, rprId)).toEqual(
      expect.objectContaining({ [`${US}.front_image`]: true, [`${US}.back_image`]: true, [`${FR}.front`]: false }),
    );
  });
});
