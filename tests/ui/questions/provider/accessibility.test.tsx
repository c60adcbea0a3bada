import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { ok } from '../../../../src/domain/shared/result';
import { question } from '../../../application/fakes/fake-interview-service';
import { uiHarness } from '../../support/ui-harness';
import { NEXT_QUESTION } from '../../support/open-question';

/** WCAG 2.1 A and AA rules; colour contrast needs layout, which jsdom has none of. */
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

describe('the lookup, assessment and licence fields pass axe', () => {
  it('the academic combobox with its list open', async () => {
    const app = uiHarness();
    app.service.on('getAcademicProviders', async () => ok([{ id: 'm', name: 'MIT' }]));
    app.signIn([question('edu.school', { type: 'academic-provider', metadata: { title: 'School' } }), NEXT_QUESTION]);
    const { user } = app.renderApp('/question/edu-school');
    const input = await screen.findByRole('combobox', { name: /^Institution/ });
    await waitFor(() => expect(app.service.callsTo('getAcademicProviders')).toHaveLength(1));
    await user.type(input, 'm');
    await user.keyboard('{ArrowDown}');
    expect(await violations()).toEqual([]);
  });

  it('the utility notice', async () => {
    const app = uiHarness();
    app.signIn([question('u.login', { type: 'external-provider', metadata: { title: 'Utility' } }), NEXT_QUESTION]);
    const { user } = app.renderApp('/question/u-login');
    const input = await screen.findByRole('combobox', { name: /^Utility providers/ });
    await waitFor(() => expect(app.service.callsTo('getUtilityProviders')).toHaveLength(1));
    await user.type(input, 'gas');
    await screen.findByText('Sorry, this utility provider is not available');
    expect(await violations()).toEqual([]);
  });

  it('a charge page with its error', async () => {
    const app = uiHarness();
    app.service.on('getCriminalOffenses', async () => ok([{ id: 1 }, { id: 2 }]));
    app.signIn([
      question('bg.a', { type: 'individualized-assessment', metadata: { title: 'Assessment' } }),
      NEXT_QUESTION,
    ]);
    const { user } = app.renderApp('/question/bg-a');
    await screen.findByLabelText(/^Age at the time/);
    await user.click(screen.getByRole('button', { name: 'Continue to the next charge' }));
    expect(await violations()).toEqual([]);
  });

  it('the licence form with its format error', async () => {
    const app = uiHarness();
    app.signIn([
      question('license.nurse', { type: 'smart-attribute:license-number', metadata: { title: 'License' } }),
      NEXT_QUESTION,
    ]);
    const { user } = app.renderApp('/question/license-nurse');
    await screen.findByLabelText(/^License number/);
    await user.selectOptions(screen.getByRole('combobox', { name: /^License state/ }), 'New York');
    await user.type(screen.getByRole('textbox', { name: /^License number/ }), 'x');
    await user.tab();
    await screen.findByText('Incorrect format. Eg. 812345');
    expect(await violations()).toEqual([]);
  });
});
