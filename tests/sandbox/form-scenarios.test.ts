import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { formFieldKind } from '../../src/domain/forms/field-kind';
import type { FormSchema } from '../../src/domain/forms/form-schema';
import { parseFormSchema } from '../../src/domain/forms/parse-form-schema';
import { DEFAULT_PHONE_COUNTRY } from '../../src/domain/forms/phone-value';
import { validateField } from '../../src/domain/forms/validate-field';
import { fieldKindOf } from '../../src/domain/questions/field-kind';
import { parseQuestionList } from '../../src/domain/questions/question-list';
import { INTERVIEW, testSandbox } from './sandbox-client';

interface RawQuestion {
  readonly metadata: { readonly schema?: unknown };
}

/** The schema-form scenarios: each form question reaches the app as a JSON-schema form it can read. */
describe('schema-form scenarios', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  async function formQuestionsOf(name: string) {
    const { rprId, api } = await sandbox.applicant(name);
    const interview = (await api('GET', `/requests/${rprId}/interview`)).json<{ questions: RawQuestion[] }>();
    const list = parseQuestionList(interview);
    if (!list.ok) throw new Error(list.error);
    return list.value.flatMap((question, index) => {
      const field = fieldKindOf(question);
      const form = field.ok && field.value.kind === 'smart-attribute' && field.value.smartKind === 'json-schema';
      return form ? [interview.questions[index]!] : [];
    });
  }

  it.each(['applicant-custom-form', 'applicant-licence-form', 'applicant-locked-form'])(
    '%s asks one JSON-schema form whose schema the app parses',
    async (name) => {
      const forms = await formQuestionsOf(name);
      expect(forms).toHaveLength(1);
      const parsed = parseFormSchema(forms[0]!.metadata.schema);
      expect(parsed).toEqual(expect.objectContaining({ ok: true }));
    },
  );

  it.each(['applicant-custom-form', 'applicant-licence-form', 'applicant-locked-form'])(
    '%s shows no placeholder its own field would refuse if typed as shown',
    async (name) => {
      const [form] = await formQuestionsOf(name);
      const placeholders: { title: string | undefined; refused: string | null }[] = [];
      const walk = (schema: FormSchema): void => {
        Object.values(schema.properties ?? {}).forEach(walk);
        if (schema.items !== undefined) walk(schema.items);
        if (schema.placeholder === undefined) return;
        // A phone placeholder is typed in the field's starting country, which adds its dial code.
        const typed =
          formFieldKind(schema) === 'phone'
            ? (parsePhoneNumberFromString(schema.placeholder, DEFAULT_PHONE_COUNTRY)?.number ?? schema.placeholder)
            : schema.placeholder;
        placeholders.push({ title: schema.title, refused: validateField(schema, typed, { required: true }) });
      };
      const parsed = parseFormSchema(form!.metadata.schema);
      if (!parsed.ok) throw new Error(parsed.error);
      walk(parsed.value);
      expect(placeholders.filter((placeholder) => placeholder.refused !== null)).toEqual([]);
      if (name === 'applicant-custom-form')
        expect(placeholders).toContainEqual({ title: 'Business phone', refused: null });
    },
  );

  it('keeps a schema and the role-based lock given in a request definition', async () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const created = await sandbox.call({
      method: 'POST',
      url: '/__sandbox/requests',
      headers: { host: 'attest.test' },
      payload: {
        questions: [
          { attrType: 'x.form', type: 'smart-attribute:json-schema', metadata: { schema, roleBasedAccess: true } },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const link = new URL(created.json<{ url: string }>().url);
    const rprId = link.searchParams.get('rprId')!;
    const interview = await sandbox.call({
      method: 'GET',
      url: `${INTERVIEW}/requests/${rprId}/interview`,
      headers: { 'x-csrf-token': link.searchParams.get('canary')! },
    });
    expect(interview.json<{ questions: { metadata: unknown }[] }>().questions[0]!.metadata).toEqual({
      schema,
      roleBasedAccess: true,
    });
  });

  it('refuses a role-based lock that is not true or false', async () => {
    const created = await sandbox.call({
      method: 'POST',
      url: '/__sandbox/requests',
      headers: { host: 'attest.test' },
      payload: {
        questions: [{ attrType: 'x.form', type: 'smart-attribute:json-schema', metadata: { roleBasedAccess: 'yes' } }],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('roleBasedAccess');
  });
});
