import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jpegOf as jpegBytes, photoPixels, pngOf, solidPixels } from '../../support/test-images';

// Photos for the capture tests, generated rather than committed (STACK.md), as the Buffers
// Playwright's setInputFiles takes.

/** A photo-like PNG, or a one-colour one (pngjs is slow under jest: small images only). */
export const png = (width: number, height: number, kind: 'photo' | 'blank'): Buffer =>
  Buffer.from(
    pngOf(width, height, kind === 'photo' ? photoPixels(width, height) : solidPixels(width, height, [250, 250, 250])),
  );

/** A photo-like JPEG: large sizes are quick to make. */
export const jpegOf = (width: number, height: number): Buffer =>
  Buffer.from(jpegBytes(width, height, photoPixels(width, height), 85));

/**
 * A black video for the fake camera (`--use-file-for-fake-video-capture`): a few frames of a
 * 1280x720 Y4M (4:2:0) whose every pixel is black, as a covered camera delivers. Written to a temp
 * file, whose path it answers.
 */
export function blackCameraFile(): string {
  // At least the camera's minimum of 1280x720 (spec 001 §2.1), or the camera counts as unavailable.
  const width = 1280;
  const height = 720;
  const frame = Buffer.concat([
    Buffer.from('FRAME\n'),
    Buffer.alloc(width * height, 16), // Y: video black
    Buffer.alloc((width * height) / 2, 128), // U and V: no colour
  ]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  const dir = path.join(os.tmpdir(), 'attest-e2e');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'black-camera.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 3 }, () => frame)]));
  return file;
}

/**
 * A photo-like JPEG of `width` x `height`, cached in the temp dir: a 50 MP one takes jpeg-js a
 * while, and the browser tests of issue 22 choose it twice.
 */
export function cachedJpeg(width: number, height: number): Buffer {
  const dir = path.join(os.tmpdir(), 'attest-e2e');
  const file = path.join(dir, `photo-${width}x${height}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  mkdirSync(dir, { recursive: true });
  const bytes = jpegOf(width, height);
  writeFileSync(file, bytes);
  return bytes;
}
