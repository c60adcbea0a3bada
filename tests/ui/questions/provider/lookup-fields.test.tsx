import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../../../../src/domain/shared/result';
import { issuerOf, question } from '../../../application/fakes/fake-interview-service';
import { uiHarness } from '../../support/ui-harness';
import { NEXT_QUESTION, lastPosted } from '../../support/open-question';

const schools = Array.from({ length: 12 }, (_, index) => ({ id: `u${index}`, name: `North University ${index}` }));

async function openAcademic() {
  const app = uiHarness();
  app.service.on('getAcademicProviders', async () => ok([...schools, { id: 'mit', name: 'MIT' }]));
  app.signIn([
    question('education.academic_provider', { type: 'academic-provider', metadata: { title: 'School' } }),
    NEXT_QUESTION,
  ]);
  const { user } = app.renderApp('/question/education-academic_provider');
  const input = await screen.findByRole('combobox', { name: /^Institution/ });
  await waitFor(() => expect(app.service.callsTo('getAcademicProviders')).toHaveLength(1));
  return { app, user, input };
}

describe('the academic provider field', () => {
  it('shows at most 10 matches and picks one by keyboard', async () => {
    const { app, user, input } = await openAcademic();
    expect(input).toHaveAttribute('placeholder', 'Type and select a known institution');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();

    await user.type(input, 'north');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(10);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: 'North University 1' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');

    expect(input).toHaveValue('North University 1');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(lastPosted(app)).toEqual({
      'education.academic_provider': { shareWith: ['acme'], value: { name: 'North University 1', id: 'u1' } },
    });
  });

  it('closes the list on Escape, and typing after a pick drops it', async () => {
    const { user, input } = await openAcademic();
    await user.type(input, 'mi');
    expect(screen.getByRole('option', { name: 'MIT' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('MIT');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.type(input, 'x');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

async function openUtility() {
  const app = uiHarness();
  app.service.issuer = issuerOf({
    supportContactInfo: { email: 'help@acme.test', phone: null, url: null, urlTitle: null },
  });
  app.service.on('getUtilityProviders', async () =>
    ok([
      { displayName: 'City Power', canonicalName: 'city_power' },
      { displayName: 'City Water', canonicalName: 'city_water' },
    ]),
  );
  app.signIn([question('utility.login', { type: 'external-provider', metadata: { title: 'Utility' } }), NEXT_QUESTION]);
  const { user } = app.renderApp('/question/utility-login');
  const input = await screen.findByRole('combobox', { name: /^Utility providers/ });
  await waitFor(() => expect(app.service.callsTo('getUtilityProviders')).toHaveLength(1));
  return { app, user, input };
}

describe('the utility provider field', () => {
  it('tells the applicant when no provider matches, with the support contact', async () => {
    const { user, input } = await openUtility();
    await user.type(input, 'gas');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sorry, this utility provider is not available');
    expect(within(notice).getByRole('link', { name: 'help@acme.test' })).toHaveAttribute(
      'href',
      'mailto:help@acme.test',
    );
    expect(input).toHaveAttribute('aria-describedby', notice.id);
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('asks for the login after a pick and authorizes with the credentials', async () => {
    const { app, user, input } = await openUtility();
    const authorize = screen.getByRole('button', { name: 'Authorize' });
    await user.type(input, 'water');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(authorize).toBeDisabled();

    await user.type(screen.getByLabelText(/^Username or email/), ' ann@example.com ');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 's3cret ');
    expect(authorize).toBeEnabled();
    await user.click(authorize);

    expect(lastPosted(app)).toEqual({
      'utility.login': {
        shareWith: ['acme'],
        value: { provider: 'city_water', username: 'ann@example.com', password: 's3cret ' },
      },
    });
  });

  it('lets a password manager fill the login and takes a pasted password (WCAG 3.3.8)', async () => {
    const { app, user, input } = await openUtility();
    await user.type(input, 'water');
    await user.keyboard('{ArrowDown}{Enter}');
    const username = screen.getByLabelText(/^Username or email/);
    const password = screen.getByLabelText(/^Password/);
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(username);
    await user.paste('ann@example.com');
    await user.click(password);
    await user.paste('Corr3ct-Horse');
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(lastPosted(app)).toMatchObject({
      'utility.login': { value: { username: 'ann@example.com', password: 'Corr3ct-Horse' } },
    });
  });
});
