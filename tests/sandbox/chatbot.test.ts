import { chatEnabledFor } from '../../src/domain/chat/chat-availability';
import { THANK_YOU_TEXTS } from '../../src/domain/stage/thank-you';
import { testSandbox } from './sandbox-client';

describe('Evie in the sandbox (POST /chatbots/{id}/completions)', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  /** An applicant of `scenario` asking Evie within the conversation `sessionId`. */
  async function asker(scenario = 'applicant-insurance') {
    const { canary } = await sandbox.applicant(scenario);
    return (content: string, sessionId: string | null = 'chat-1', language?: string) =>
      sandbox.call({
        method: 'POST',
        url: '/api/interview/chatbots/evie/completions',
        headers: {
          'x-csrf-token': canary,
          ...(sessionId === null ? {} : { 'session-id': sessionId }),
          ...(language === undefined ? {} : { 'accept-language': language }),
        },
        payload: { question: { content } },
      });
  }
  const answerOf = async (reply: Promise<{ json: () => unknown }>) =>
    ((await reply).json() as { answer: { content: string } }).answer.content;

  it('asks the insurance self-attestation, which offers the chat, then a question without it in applicant-insurance', async () => {
    const { api, rprId } = await sandbox.applicant('applicant-insurance');
    const snapshot = (await api('GET', `/requests/${rprId}/interview`)).json<{
      questions: { attrType: string; type: string }[];
    }>();
    expect(snapshot.questions.map((q) => [q.attrType, q.type, chatEnabledFor(q.attrType)])).toEqual([
      ['insurance_policy_verification.self_attestation.enterprise', 'insurance-policy-number', true],
      ['core.fullname', 'full-name', false],
    ]);
  });

  it.each([
    ['What does the insurance question want?', /policy number.*Use only letters, digits, hyphens and spaces/],
    [
      'How long does the check take?',
      /your information is being verified with official sources.*7 days.*13 days.*30 days/,
    ],
    ['Is my data safe?', /encrypted connection to Acme Staffing/],
    ['What happens after I submit?', new RegExp(THANK_YOU_TEXTS.message.replace('.', '\\.'))],
    ['How do I contact support?', /support@acme-staffing\.example or \+1 555 010 0100/],
    ['Hello', /^Hello! I can tell you what the insurance question asks/],
    ['Can you sing?', /^I'm not sure about that one\..*support@acme-staffing\.example/],
  ])("answers %p from the product's own texts", async (question, expected) => {
    const ask = await asker();
    expect(await answerOf(ask(question))).toMatch(expected);
  });

  it.each([
    ['¿Qué pide la pregunta del seguro?', /número de su póliza.*Use solo letras, dígitos, guiones y espacios/],
    ['¿Cuánto tarda la verificación?', /se está verificando con fuentes oficiales.*7 días.*13 días.*30 días/],
    ['¿Están seguros mis datos?', /conexión cifrada a Acme Staffing/],
    ['¿Qué pasa después de enviar?', /Recibirá una notificación/],
    ['¿Cómo contacto a soporte?', /soporte/],
    ['¿Me cuenta un chiste?', /No estoy segura de eso/],
  ])('answers %j in Spanish when the call says Accept-Language: es (issue 28)', async (question, expected) => {
    const ask = await asker();
    expect(await answerOf(ask(question, 'chat-es', 'es'))).toMatch(expected);
  });

  it("answers in English for a language it does not speak, and reads a browser's list by its first tag", async () => {
    const ask = await asker();
    expect(await answerOf(ask('Is my data safe?', 'chat-fr', 'fr-FR'))).toMatch(/encrypted connection/);
    expect(await answerOf(ask('¿Están seguros mis datos?', 'chat-mx', 'es-MX,es;q=0.9'))).toMatch(/conexión cifrada/);
  });

  it('keeps a conversation per Session-Id: it remembers the last question and counts them', async () => {
    const ask = await asker();
    expect(await answerOf(ask('What did I ask?', 'chat-a'))).toBe('This is the first thing you asked me.');
    await ask('  Is my data safe?  ', 'chat-a');
    expect(await answerOf(ask('What did I just ask?', 'chat-a'))).toBe('You asked: "Is my data safe?"');
    expect(await answerOf(ask('How many questions have I asked?', 'chat-a'))).toBe(
      'Before this one, you asked me 3 questions.',
    );
    // Another Session-Id is another conversation, and so is the same id on another applicant's request.
    expect(await answerOf(ask('What did I ask?', 'chat-b'))).toBe('This is the first thing you asked me.');
    const other = await asker();
    expect(await answerOf(other('How many questions have I asked?', 'chat-a'))).toBe('This is your first question.');
  });

  it('refuses a question without a Session-Id with a 400 that says why, and forgets nothing for it', async () => {
    const ask = await asker();
    const reply = await ask('Hello', null);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'The Session-Id header is required: it names the conversation the question belongs to',
    });
    expect(await answerOf(ask('How many questions have I asked?'))).toBe('This is your first question.');
  });

  it('forgets every conversation when the sandbox is reset', async () => {
    const ask = await asker();
    await ask('Hello', 'chat-r');
    expect(sandbox.state.conversations.size).toBeGreaterThan(0);
    sandbox.state.reset();
    expect(sandbox.state.conversations.size).toBe(0);
  });
});
