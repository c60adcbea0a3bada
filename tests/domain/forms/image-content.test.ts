import { imageContentMatches } from '../../../src/domain/forms/image-url';

const bytes = (...parts: (string | readonly number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : [...part])));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');

describe('the image-url field checks a file by its content (issue 26, ASVS 5.2.2)', () => {
  it.each([
    ['a PNG', 'image/png', PNG],
    ['a JPEG', 'image/jpeg', JPEG],
    ['an SVG', 'image/svg+xml', SVG],
    [
      'an SVG after an XML declaration, a comment and a doctype',
      'image/svg+xml',
      bytes('\uFEFF<?xml version="1.0"?>\n<!-- by hand -->\n<!DOCTYPE svg>\n<svg>'),
    ],
    ['an SVG with its type in capitals', 'IMAGE/SVG+XML', bytes('  <svg\n viewBox="0 0 1 1">')],
    [
      'an SVG whose first 4 KB end inside a character',
      'image/svg+xml',
      bytes('<svg>', 'é'.repeat(2046)).subarray(0, 4096),
    ],
  ])('takes %s', (_what, type, head) => {
    expect(imageContentMatches(type, head)).toBe(true);
  });

  it.each([
    ['a JPEG named as a PNG', 'image/png', JPEG],
    ['a PNG named as a JPEG', 'image/jpeg', PNG],
    ['a PNG named as an SVG', 'image/svg+xml', PNG],
    ['an HTML page named as an SVG', 'image/svg+xml', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['text that only mentions an svg', 'image/svg+xml', bytes('Not an image: <svg> is an element')],
    ['an SVG with a NUL byte', 'image/svg+xml', bytes('<svg>', [0], '</svg>')],
    ['an empty file', 'image/png', bytes()],
    ['a type the field does not take', 'image/gif', bytes('GIF89a')],
  ])('refuses %s', (_what, type, head) => {
    expect(imageContentMatches(type, head)).toBe(false);
  });
});
