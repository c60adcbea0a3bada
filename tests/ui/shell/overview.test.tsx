import { screen, within } from '@testing-library/react';
import { question } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

describe('the overview', () => {
  it('lists the visible questions in order with required marks and links each incomplete one to its question', async () => {
    const app = uiHarness();
    app.signIn([
      question('employment.history', { metadata: { title: 'Employment history', required: false } }),
      question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } }),
      question('core.hidden', { metadata: { title: 'Hidden one', hidden: true } }),
      question('core.fullname', { type: 'full-name', complete: true, metadata: { title: 'Full name' } }),
    ]);
    app.renderApp('/overview');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Bank is requesting information from you' }),
    ).toHaveFocus();
    const tiles = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Social Security Number* (required)',
      'Employment history',
      'Full name* (required)✓complete',
    ]);
    expect(screen.queryByText('Hidden one')).not.toBeInTheDocument();
    expect(screen.getByText('* Required information')).toBeInTheDocument();
    expect(document.title).toBe('Attest - Overview');

    expect(screen.getByRole('link', { name: /Social Security Number/ })).toHaveAttribute('href', '/question/core-ssn');
    expect(screen.queryByRole('link', { name: /Full name/ })).not.toBeInTheDocument();
  });
});
