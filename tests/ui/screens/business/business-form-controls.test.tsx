import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { ok } from '../../../../src/domain/shared/result';
import { US_STATES } from '../../../../src/domain/validation/us-states';
import { BusinessCaseViewModel } from '../../../../src/application/view-models/business-case.view-model';
import { invalidAddress, submissionOf } from '../../../application/fakes/fake-business-check-service';
import { deferred } from '../../../application/fakes/fake-interview-service';
import { ADDRESS, openBusinessForm } from './business-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };
const ADDRESS_MESSAGE =
  'The address you entered does not match a known address. Please enter the business address as it appears on Google Maps.';

const submitButton = () => screen.getByRole('button', { name: 'Submit and continue to the next step' });
const tableOf = (name: string) => screen.getByRole('table', { name });
const rowEmails = (name: string) =>
  within(tableOf(name))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

type User = Awaited<ReturnType<typeof openBusinessForm>>['user'];

/** Pastes `text` into the add input labelled `label`. */
async function paste(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function typeAddress(user: User, address = ADDRESS) {
  await user.type(screen.getByLabelText(/^Street address/), address.street);
  await user.type(screen.getByLabelText(/^City/), address.city);
  await user.selectOptions(screen.getByLabelText(/^State/), address.state);
  await user.type(screen.getByLabelText(/^ZIP/), address.postcode);
}

describe('the business address', () => {
  it('offers every state, DC and the territories by two-letter code', async () => {
    await openBusinessForm();
    const state = screen.getByRole('combobox', { name: /^State/ });
    const options = within(state).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['AL', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'WY']),
    );
    expect(options).toHaveLength(US_STATES.length + 1);
  });

  it('keeps what was typed and shows the permanent snackbar when the service refuses the address', async () => {
    const { app, user } = await openBusinessForm();
    app.business.on('saveSubmission', () => invalidAddress());
    await typeAddress(user, { ...ADDRESS, street: '0 Nowhere Road' });
    await paste(user, 'Add new employee', 'tech@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ADDRESS_MESSAGE);
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('0 Nowhere Road');
    expect(screen.getByLabelText(/^ZIP/)).toHaveValue('62701');
    expect(submitButton()).toBeEnabled();
    await app.time.advance(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent(ADDRESS_MESSAGE);
  });
});

describe('Submit and continue to the next step', () => {
  it('is enabled only when submittable and says why it is not', async () => {
    const { user } = await openBusinessForm();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription('Enter the business address to continue.');
    await typeAddress(user);
    expect(submitButton()).toHaveAccessibleDescription('Add at least one employee to continue.');
    await paste(user, 'Add new employee', 'tech@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAccessibleDescription();
  });

  it("offers to resume the user's own submission; 'Continue later' closes, 'Continue' redirects", async () => {
    const { app, user } = await openBusinessForm();
    await typeAddress(user);
    await paste(user, 'Add new employee', 'tech@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    await user.click(submitButton());
    let dialog = await screen.findByRole('dialog', { name: 'Click "Continue" to resume your submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Application progress' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit and continue to the next step' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Street address/)).toBeDisabled();

    act(() => {
      app.get(BusinessCaseViewModel).resumeOffered = true;
    });
    dialog = await screen.findByRole('dialog', { name: 'Click "Continue" to resume your submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(app.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
    const redirect = await screen.findByRole('dialog', { name: 'Opening your submission' });
    expect(within(redirect).getByRole('link', { name: 'Go to your submission' })).toHaveAttribute(
      'href',
      'https://attest.example/interview/R9',
    );
  });
});

describe('adding people', () => {
  it('adds a pasted list of twenty addresses as employees', async () => {
    const { user } = await openBusinessForm();
    const emails = Array.from({ length: 20 }, (_, index) => `worker${index + 1}@acme.example`);
    await paste(user, 'Add new employee', emails.join('; '));
    expect(within(screen.getByRole('list', { name: 'Add new employee' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20 addresses ready to add.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    expect(rowEmails('Employees')).toEqual(emails);
    expect(within(tableOf('Employees')).getAllByText('Pending Submission')).toHaveLength(20);
    expect(screen.getByLabelText('Add new employee')).toHaveValue('');
  });

  it('turns an entry into a chip on Enter, on a separator and on leaving the input', async () => {
    const { user } = await openBusinessForm();
    const input = screen.getByLabelText('Add new employee');
    await user.type(input, 'a@acme.example{Enter}b@acme.example,c@acme.example');
    await user.tab();
    const chips = within(screen.getByRole('list', { name: 'Add new employee' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.querySelector('.chip__text')?.textContent)).toEqual([
      'a@acme.example',
      'b@acme.example',
      'c@acme.example',
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove b@acme.example' }));
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(rowEmails('Employees')).toEqual(['a@acme.example', 'c@acme.example']);
  });

  it('removes duplicates, marks and announces invalid entries, and will not add them', async () => {
    const { user } = await openBusinessForm();
    await paste(user, 'Add new employee', 'a@acme.example A@ACME.example not-an-email ');
    const chips = within(screen.getByRole('list', { name: 'Add new employee' })).getAllByRole('listitem');
    expect(chips).toHaveLength(2);
    expect(chips[1]).toHaveClass('chip--invalid');
    expect(chips[1]).toHaveTextContent('not-an-email Invalid email');
    expect(screen.getByText('1 address ready to add, 1 invalid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employees' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove not-an-email' }));
    expect(screen.getByRole('button', { name: 'Add employees' })).toBeEnabled();
  });

  it("refuses an address already on any list with 'This e-mail address is already used'", async () => {
    const { user } = await openBusinessForm();
    await paste(user, 'Add new employee', 'ANN@acme.example ');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already used');
    expect(screen.queryByRole('table', { name: 'Employees' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Add new employee' })).getByText('ANN@acme.example')).toBeDefined();
  });

  it('asks whether a new owner is a Business Owner and not an Employee, and moves an employee', async () => {
    const { user } = await openBusinessForm();
    await paste(user, 'Add new business owner or senior partner', 'sam@acme.example ');
    await user.click(screen.getByRole('button', { name: 'Add owners' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Is sam@acme.example a Business Owner and not an Employee?',
    });
    expect(within(dialog).getByRole('button', { name: 'Business Owner' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Employee' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowEmails('Employees')).toEqual(['sam@acme.example']);
    expect(rowEmails('Business owners and senior partners')).toEqual(['ann@acme.example']);
  });

  it("labels the owner input 'Add new business owner' when the case asks for no employees", async () => {
    await openBusinessForm({
      businessCase: { requiredChecks: { businessEntity: true, businessOwner: true, fieldWorkerCriminal: false } },
    });
    expect(screen.getByLabelText('Add new business owner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Employees' })).not.toBeInTheDocument();
  });

  it('offers no owner input for professional services, which list employees under their own table', async () => {
    await openBusinessForm({ businessCase: { serviceType: 'professionalServices' } });
    expect(screen.queryByLabelText(/Add new business owner/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add new employee')).toBeInTheDocument();
    expect(rowEmails('Business owners and senior partners')).toEqual(['ann@acme.example']);
  });

  it("shows the single-email 'business owner(s)' form for professional services without employees", async () => {
    await openBusinessForm({
      businessCase: {
        serviceType: 'professionalServices',
        requiredChecks: { businessEntity: true, businessOwner: true, fieldWorkerCriminal: false },
      },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Business owner(s)' })).toBeInTheDocument();
    expect(rowEmails('Business owner(s)')).toEqual(['ann@acme.example']);
    expect(screen.queryByRole('textbox', { name: /Add new/ })).not.toBeInTheDocument();
  });
});

describe('the roster table', () => {
  const sent = () =>
    openBusinessForm({
      submission: submissionOf({
        owners: [{ email: 'partner@acme.example', status: 'submitted' }],
        fieldWorkers: [
          { email: 'tech@acme.example', status: 'pending' },
          { email: 'x@bounce.example', status: 'pending' },
        ],
      }),
    });

  it('has the Email, Submission status, Email Link and Delete columns and the status texts', async () => {
    await sent();
    const owners = tableOf('Business owners and senior partners');
    expect(
      within(owners)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Submission status', 'Email Link', 'Delete']);
    expect(within(owners).getByRole('row', { name: /partner@acme.example/ })).toHaveTextContent('Submission Received');
    expect(within(owners).getByRole('row', { name: /ann@acme.example/ })).toHaveTextContent('Pending Submission');
  });

  it("marks the primary owner '- PRIMARY' with a tooltip reached by keyboard", async () => {
    const { user } = await sent();
    const mark = screen.getByText('- PRIMARY');
    while (document.activeElement !== mark) await user.tab();
    expect(mark).toHaveAccessibleDescription('The Primary Business Owner cannot be removed from the roster');
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'The Primary Business Owner cannot be removed from the roster',
    );
  });

  it('hides the tooltip with Escape without moving focus, and takes no room while hidden', async () => {
    const { user } = await sent();
    const mark = screen.getByText('- PRIMARY');
    // Hidden, it is out of the layout (display none) yet still describes the mark.
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(mark).toHaveAccessibleDescription('The Primary Business Owner cannot be removed from the roster');
    mark.focus();
    expect(await screen.findByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(mark).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    await user.tab({ shift: true });
    expect(mark).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
  });

  it('shows the tooltip on hover, fixed in place, and hides it when the pointer leaves', async () => {
    const { user } = await sent();
    const mark = screen.getByText('- PRIMARY');
    await user.hover(mark);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toBeVisible();
    // Placed by script once measured: fixed, so no scroll box clips it (the stylesheet).
    expect(tooltip.style.left).not.toBe('');
    await user.unhover(mark);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('refuses to delete the primary owner and deletes anyone else', async () => {
    const { app, user } = await sent();
    await user.click(screen.getByRole('button', { name: 'Delete ann@acme.example' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You can't delete primary business owner");
    await user.click(screen.getByRole('button', { name: 'Delete tech@acme.example' }));
    expect(rowEmails('Employees')).toEqual(['x@bounce.example']);
    expect(app.business.callsTo('removePerson')).toEqual([[42, 'fieldWorkers', 'tech@acme.example']]);
  });

  it("sends one row's link: Send, a spinner, then 'Sent!'", async () => {
    const { app, user } = await sent();
    const answer = deferred<ReturnType<typeof ok<{ failedEmails: string[]; success: true }>>>();
    app.business.on('sendLinks', () => answer.promise);
    await user.click(screen.getByRole('button', { name: 'Send the submission link to tech@acme.example' }));
    expect(screen.getByText('Sending the link to tech@acme.example')).toBeInTheDocument();
    answer.resolve(ok({ failedEmails: [], success: true }));
    const row = within(tableOf('Employees')).getByRole('row', { name: /tech@acme.example/ });
    await waitFor(() => expect(row).toHaveTextContent('Sent!'));
    expect(screen.queryByRole('button', { name: 'Send the submission link to partner@acme.example' })).toBeNull();
  });

  it('sends links to all users and names the addresses that bounced', async () => {
    const { app, user } = await sent();
    app.business.on('sendLinks', (_caseId, _list, emails) =>
      ok({ failedEmails: emails.filter((email) => email.endsWith('@bounce.example')), success: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Email Submission Links to All Users' }));
    expect(
      await screen.findByText('These addresses could not be reached: x@bounce.example. Check them, then send again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Links sent to ann@acme.example, tech@acme.example.')).toBeInTheDocument();
    const bounced = within(tableOf('Employees')).getByRole('row', { name: /x@bounce.example/ });
    expect(bounced).toHaveTextContent('Not sent');
    expect(within(bounced).getByRole('button', { name: /Send the submission link/ })).toBeInTheDocument();
  });

  it('links the current step and each section to the configured help article of its step and question kind', async () => {
    await sent();
    const help = screen.getAllByRole('link', { name: /^Help/ });
    expect(help.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help with Collect Applicant Information', 'https://help.example/collect'],
      ['Help with Business address', 'https://help.example/business-address'],
      ['Help with Business owners and senior partners', 'https://help.example/owners-and-employees'],
      ['Help with Employees', 'https://help.example/owners-and-employees'],
    ]);
  });

  it('shows no help link for a topic the configuration gives no article', async () => {
    await openBusinessForm({
      submission: submissionOf(),
      settings: { helpArticles: { 'gls.businessaddress': 'https://help.example/business-address' } },
    });
    expect(screen.getAllByRole('link', { name: /^Help/ }).map((link) => link.textContent)).toEqual([
      'Help with Business address',
    ]);
  });
});

describe('a finished case', () => {
  it('disables the form and shows the end state on the timeline', async () => {
    await openBusinessForm({
      submission: submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }] }),
      prepare: (app) => (app.business.status = { caseStatus: 'dropoff', submissionStatus: 'SUBMITTED' }),
    });
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent('Application Canceled (Stopped)');
    expect(screen.getByRole('link', { name: 'Help with Application Canceled' })).toHaveAttribute(
      'href',
      'https://help.example/results',
    );
    expect(screen.queryByRole('textbox', { name: /Add new/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email Submission Links to All Users' })).not.toBeInTheDocument();
    expect(screen.getByText('This application is finished; the form can no longer be changed.')).toBeInTheDocument();
  });

  it("offers 'Learn more' while the background checks are processing", async () => {
    await openBusinessForm({
      submission: {
        ...submissionOf(),
        roster: {
          primaryOwner: { email: 'ann@acme.example', status: 'submitted' },
          owners: [],
          fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
        },
      },
    });
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Learn more (Processing Background Checks)' })).toHaveAttribute(
      'href',
      'https://help.example/processing',
    );
    // The case's progress figure (spec 000 §4: 0.5 once everything is submitted) as a bar with its value.
    const progress = screen.getByRole('progressbar', { name: 'Overall progress' });
    expect(progress).toHaveAttribute('value', '50');
    expect(progress).toHaveAttribute('max', '100');
    expect(screen.getByText('50%')).toBeInTheDocument();
  });

  it("hides 'Learn more' when the processing step has no article", async () => {
    await openBusinessForm({
      submission: {
        ...submissionOf(),
        roster: { primaryOwner: { email: 'ann@acme.example', status: 'submitted' }, owners: [], fieldWorkers: [] },
      },
      settings: { helpArticles: {} },
    });
    expect(screen.getByText('Processing Background Checks')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.queryByRole('link', { name: /Learn more/ })).toBeNull();
    expect(main.queryByRole('link', { name: /^Help/ })).toBeNull();
  });
});

describe("the user's own submission", () => {
  it("after 'Continue later' focus lands on 'Continue to your own submission', which moves on", async () => {
    const { app, user } = await openBusinessForm();
    await typeAddress(user);
    await paste(user, 'Add new employee', 'tech@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Click "Continue" to resume your submission' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue later' }));
    const own = screen.getByRole('button', { name: 'Continue to your own submission' });
    expect(own).toHaveFocus();
    await user.click(own);
    expect(app.navigator.redirects).toEqual(['https://attest.example/interview/R9']);
  });

  it('is offered on a later visit while the own e-mail is pending, without the dialog', async () => {
    await openBusinessForm({ submission: submissionOf() });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to your own submission' })).toBeInTheDocument();
  });

  it('is not offered once the own submission is received', async () => {
    await openBusinessForm({
      submission: {
        ...submissionOf(),
        roster: { primaryOwner: { email: 'ann@acme.example', status: 'submitted' }, owners: [], fieldWorkers: [] },
      },
    });
    expect(screen.queryByRole('button', { name: 'Continue to your own submission' })).toBeNull();
  });

  it('is not offered once the case has ended', async () => {
    await openBusinessForm({
      submission: submissionOf(),
      prepare: (app) => (app.business.status = { caseStatus: 'failed', submissionStatus: 'SUBMITTED' }),
    });
    expect(screen.queryByRole('button', { name: 'Continue to your own submission' })).toBeNull();
  });
});

describe('a person being added or deleted', () => {
  const sentWithTwo = () =>
    openBusinessForm({
      submission: submissionOf({
        fieldWorkers: [
          { email: 'tech@acme.example', status: 'pending' },
          { email: 'helper@acme.example', status: 'pending' },
        ],
      }),
    });

  it("says 'Deleting…' on the row while the call runs, calls once however often pressed, then focuses the next row", async () => {
    const { app, user } = await sentWithTwo();
    const answer = deferred<ReturnType<typeof ok<undefined>>>();
    app.business.on('removePerson', () => answer.promise);
    await user.click(screen.getByRole('button', { name: 'Delete tech@acme.example' }));
    const busy = screen.getByRole('button', { name: 'Deleting tech@acme.example…' });
    expect(busy).toHaveTextContent('Deleting…');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('tr')).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.dblClick(busy);
    expect(app.business.callsTo('removePerson')).toEqual([[42, 'fieldWorkers', 'tech@acme.example']]);
    answer.resolve(ok(undefined));
    await waitFor(() => expect(rowEmails('Employees')).toEqual(['helper@acme.example']));
    expect(screen.getByRole('button', { name: 'Delete helper@acme.example' })).toHaveFocus();
  });

  it("says 'Adding…' on the new row while its call runs, and adds once on a double click", async () => {
    const { app, user } = await sentWithTwo();
    const answer = deferred<ReturnType<typeof ok<undefined>>>();
    app.business.on('addPerson', () => answer.promise);
    await paste(user, 'Add new employee', 'new@acme.example ');
    await user.dblClick(screen.getByRole('button', { name: 'Add employees' }));
    const busy = await screen.findByRole('button', { name: 'Adding new@acme.example…' });
    expect(busy).toHaveTextContent('Adding…');
    expect(busy.closest('tr')).toHaveAttribute('aria-busy', 'true');
    expect(within(busy.closest('tr')!).queryByRole('button', { name: /Send the submission link/ })).toBeNull();
    answer.resolve(ok(undefined));
    expect(await screen.findByRole('button', { name: 'Delete new@acme.example' })).toBeInTheDocument();
    expect(app.business.callsTo('addPerson')).toEqual([[42, 'fieldWorkers', 'new@acme.example']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('leaving the page with unsent edits', () => {
  it('asks before leaving while an add input holds addresses, and stops once they are added', async () => {
    const { app, user } = await openBusinessForm({ submission: submissionOf() });
    expect(app.navigator.leaveWarning).toBeNull();
    await paste(user, 'Add new employee', 'new@acme.example ');
    expect(app.navigator.leaveWarning).toBe('Your changes have not been sent yet. Leave the page and lose them?');
    await user.click(screen.getByRole('button', { name: 'Add employees' }));
    await waitFor(() => expect(app.navigator.leaveWarning).toBeNull());
  });

  it('asks before leaving once the address is typed into an unsent form', async () => {
    const { app, user } = await openBusinessForm();
    await user.type(screen.getByLabelText(/^City/), 'Springfield');
    expect(app.navigator.leaveWarning).toBe('Your changes have not been sent yet. Leave the page and lose them?');
  });
});

describe('the business form and axe (WCAG 2.1 AA)', () => {
  it('has no violations with the tables, the chips, and the confirmation open', async () => {
    const { user } = await openBusinessForm({
      submission: submissionOf({ fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }] }),
    });
    await paste(user, 'Add new employee', 'a@acme.example bad ');
    expect((await axe.run(document.body, WCAG)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.focus(screen.getByText('- PRIMARY'));
    await paste(user, 'Add new business owner or senior partner', 'sam@acme.example ');
    await user.click(screen.getByRole('button', { name: 'Add owners' }));
    await screen.findByRole('dialog');
    expect((await axe.run(document.body, WCAG)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('has no violations before the form is sent', async () => {
    await openBusinessForm();
    expect((await axe.run(document.body, WCAG)).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
