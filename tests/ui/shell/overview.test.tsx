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
      'Full name* (required)completed',
    ]);
    expect(screen.queryByText('Hidden one')).not.toBeInTheDocument();
    expect(screen.getByText('* Required information')).toBeInTheDocument();
    expect(document.title).toBe('Attest - Overview');

    expect(screen.getByRole('link', { name: /Social Security Number/ })).toHaveAttribute('href', '/question/core-ssn');
    expect(screen.queryByRole('link', { name: /Full name/ })).not.toBeInTheDocument();
  });

  it("shows the icon each tile's metadata names, and a check mark and the words on a complete tile", async () => {
    const app = uiHarness();
    app.signIn([
      question('document.id', { type: 'id-scan', metadata: { title: 'Photo ID', icon: 'camera' } }),
      question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number', icon: 'keyboard' } }),
      question('employment.reference', { metadata: { title: 'Reference', required: false } }),
      question('core.fullname', {
        type: 'full-name',
        complete: true,
        metadata: { title: 'Full name', icon: 'keyboard' },
      }),
    ]);
    const { container } = app.renderApp('/overview');
    await screen.findByRole('list', { name: 'Questions' });

    const iconOf = (name: RegExp) =>
      [...(screen.getByRole('link', { name }).querySelector('.tile__icon')?.classList ?? [])].join(' ');
    expect(iconOf(/Photo ID/)).toBe('tile__icon tile__icon--camera');
    expect(iconOf(/Social Security Number/)).toBe('tile__icon tile__icon--keyboard');
    expect(iconOf(/Reference/)).toBe('tile__icon tile__icon--keyboard');
    for (const icon of container.querySelectorAll('.tile__icon svg, .tile__check svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }

    const complete = screen.getByRole('listitem', { name: 'Full name (required), completed' });
    expect(complete.querySelector('.tile__check svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: /Photo ID/ }).querySelector('.tile__check')).toBeNull();
    expect(screen.getByRole('link', { name: 'Social Security Number (required)' })).toBeVisible();
  });
});
