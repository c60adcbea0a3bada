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
