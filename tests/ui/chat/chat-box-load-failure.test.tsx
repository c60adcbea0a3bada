import { screen, waitFor } from '@testing-library/react';
import { insurance, launcher, openOn } from './chat-question';

// The chat box's chunk cannot load (offline): importing it fails, as a ChunkLoadError would.
jest.mock('../../../src/ui/chat/chat-box', () => {
  throw Object.assign(new Error('Loading chunk chat-box failed.'), { name: 'ChunkLoadError' });
});

const AWAY =
  "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.";

describe('a chat box that cannot load', () => {
  // React logs the error the boundary caught; the test asserts what the applicant sees instead.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says Evie is away in its place and leaves the question, and what was typed there, alone', async () => {
    const { app, user } = await openOn(insurance);
    await user.type(await screen.findByRole('textbox'), 'Draft answer');
    await user.click(launcher());
    const away = await screen.findByRole('alert');
    expect(away).toHaveTextContent(AWAY);
    expect(launcher()).toHaveAttribute('aria-controls', away.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance policy' })).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveValue('Draft answer');
    expect(app.reporter.reports.map((r) => r.context)).toEqual([{ where: 'chat box' }]);
    // Minimised and opened again, it tries again (and fails again here, saying so again).
    await user.click(launcher());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(launcher());
    await waitFor(() => expect(app.reporter.reports).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(AWAY);
  });
});
