import { encodeCapturedDocument, uploadedPageFile } from '../../src/domain/encoding/captured-document';
import { encodeCoiDocument } from '../../src/domain/encoding/coi-document';
import { testSandbox } from './sandbox-client';

const pdf = uploadedPageFile({ data: 'JVBERi0xLjcK', mimeType: 'application/pdf', fileName: 'cv.pdf' });
const photo = uploadedPageFile({ data: '/9j/4AAQ', mimeType: 'image/jpeg', fileName: 'page 1.png' });

describe('the documents scenario in the sandbox', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  it('asks for a file upload and a certificate of insurance', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-documents');
    const questions = (await api('GET', `/requests/${rprId}/interview`)).json<{
      questions: { attrType: string; type: string; complete: boolean }[];
    }>().questions;
    expect(questions.map((q) => [q.attrType, q.type, q.complete])).toEqual([
      ['documents.resume', 'file', false],
      ['insurance.coi', 'coi-scan', false],
    ]);
  });

  it('stores the CapturedDocument of a file upload and the COI payload as sent, completing both', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-documents');
    const resume = encodeCapturedDocument([pdf, photo]);
    const coi = encodeCoiDocument([photo]);
    const saved = await api('POST', '/attributeData', {
      'documents.resume': { shareWith: ['acme'], value: resume },
      'insurance.coi': { shareWith: ['acme'], value: coi },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ datumIds: string[] }>().datumIds).toHaveLength(2);

    expect((await api('GET', '/attributeData')).json()).toEqual({ 'documents.resume': resume, 'insurance.coi': coi });
    const complete = (await api('GET', `/requests/${rprId}/interview`))
      .json<{ questions: { complete: boolean }[] }>()
      .questions.map((q) => q.complete);
    expect(complete).toEqual([true, true]);
  });

  it('takes a request definition whose answers hold a COI payload (its strict reader keeps answers as sent)', async () => {
    const coi = encodeCoiDocument([photo]);
    const created = await sandbox.call({
      method: 'POST',
      url: '/__sandbox/requests',
      headers: { host: 'attest.test' },
      payload: {
        questions: [{ attrType: 'insurance.coi', type: 'coi-scan', metadata: { title: 'Certificate of insurance' } }],
        answers: { 'insurance.coi': coi },
      },
    });
    expect(created.statusCode).toBe(200);
    const link = new URL(created.json<{ url: string }>().url);
    const data = await sandbox.call({
      method: 'GET',
      url: '/api/interview/attributeData',
      headers: { 'x-csrf-token': link.searchParams.get('canary') ?? '' },
    });
    expect(data.json()).toEqual({ 'insurance.coi': coi });
  });
});
