import { render, screen } from '@testing-library/react';
import { UploadProgress } from '../../../src/ui/capture/upload-progress';

/** The polite live region: what a screen reader hears as the upload goes. */
const announced = (container: HTMLElement): string | null =>
  container.querySelector('[aria-live="polite"]')?.textContent ?? null;

describe('the upload progress', () => {
  it('shows the figure the bar shows, and announces only the quarter reached', () => {
    const { container, rerender } = render(<UploadProgress fraction={0.17} label="Uploading your selfie" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading your selfie' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByText('17% uploaded')).toBeInTheDocument();
    expect(announced(container)).toBe('0% uploaded');

    rerender(<UploadProgress fraction={0.6} label="Uploading your selfie" />);
    expect(screen.getByText('60% uploaded')).toBeInTheDocument();
    expect(announced(container)).toBe('50% uploaded');
  });

  it('keeps the visible figure out of the accessibility tree, where the bar and the quarters speak', () => {
    render(<UploadProgress fraction={0.42} label="Uploading your files" />);
    expect(screen.getByText('42% uploaded')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('25% uploaded')).not.toHaveAttribute('aria-hidden');
  });
});
