import type { Page } from 'playwright-core';
import type { DocumentScene } from '../../support/document-images';
import { documentPixels } from '../../support/document-images';
import { jpegOf } from '../../support/test-images';
import { expectVisible } from './expect-page';

/** A generated photo of a card on a table (sharp unless the scene says otherwise), as a JPEG file. */
export function photoFile(name: string, scene: Partial<DocumentScene> = {}) {
  const { width, height, data } = documentPixels({ width: 1200, height: 800, ...scene });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(jpegOf(width, height, data, 90)) };
}

/**
 * Gives the ID scan's page `pageName` a photo through the file input labelled `label` (the phone's
 * camera app, or the single-page upload), and waits until the photo is kept.
 */
export async function givePage(page: Page, label: string, pageName: string): Promise<void> {
  await page.getByLabel(label).setInputFiles(photoFile(`${pageName}.jpg`));
  await expectVisible(page.getByRole('main').getByRole('img', { name: pageName }), 20_000);
}

/**
 * Both sides of the ID card in the app's camera overlay with Chromium's fake camera (a context
 * granted the camera); `onOverlay` runs once the front's overlay is ready to shoot (a screenshot).
 */
export async function captureWithOverlay(page: Page, onOverlay?: () => Promise<void>): Promise<void> {
  for (const side of ['Front', 'Back'] as const) {
    const name = `${side} of your ID`;
    await page.getByRole('button', { name: `Take a photo: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Take a photo: ${name}` });
    await expectVisible(dialog.getByRole('button', { name: 'Take photo' }));
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('.camera-overlay__shutter')?.disabled === false,
    );
    if (side === 'Front') await onOverlay?.();
    await dialog.getByRole('button', { name: 'Take photo' }).click();
    await dialog.getByRole('button', { name: 'Use this photo' }).click();
    // The fake camera's test pattern is no sharp document: the pre-check may doubt it.
    const kept = page.getByRole('main').getByRole('img', { name });
    const doubted = page.getByRole('button', { name: 'Use this photo anyway' });
    await expectVisible(kept.or(doubted), 20_000);
    if (await doubted.isVisible()) await doubted.click();
    await expectVisible(kept);
  }
}
