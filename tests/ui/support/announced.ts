import { waitFor } from '@testing-library/react';

/** The page's one polite live region (src/ui/components/announcer.ts). */
export function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[data-announcer]');
  if (region === null) throw new Error('No live region on the page');
  return region;
}

/**
 * A field's error is said by the page's live region, after the field's name, and is not an alert
 * itself (which would have it spoken twice with the input's description).
 */
export async function expectAnnounced(error: HTMLElement, name?: string): Promise<void> {
  expect(error).not.toHaveAttribute('role');
  const text = error.textContent ?? '';
  await waitFor(() => expect(liveRegion()).toHaveTextContent(name === undefined ? text : `${name}: ${text}`));
}
