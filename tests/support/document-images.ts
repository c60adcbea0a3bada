/**
 * Generated photos of a document for the blur and glare pre-check (issue 13): a light card with
 * text-like dark strokes, a photo box and rounded edges, lying on a darker textured table, with a
 * little sensor noise. Every length is a share of the picture's width, so the same scene can be
 * drawn at any resolution; blur radii are given in pixels of a 1000-px-wide picture and scaled the
 * same way. Deterministic (a seeded generator), so the measured values are stable.
 */

export interface DocumentScene {
  readonly width: number;
  readonly height: number;
  /** 'card': a light ID card (luma ~225); 'paper': a white sheet filling most of the frame (luma ~240). */
  readonly subject?: 'card' | 'paper';
  /** Box blur radius in pixels of a 1000-px-wide picture (three passes: close to a Gaussian). 0: sharp. */
  readonly blurRadius?: number;
  /** A blown-out ellipse with a soft edge over part of the card. */
  readonly glare?: 'none' | 'ellipse' | 'spot';
}

export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

// Math's functions as module locals: in Jest's sandbox every global lookup in a hot loop goes
// through the context's interceptor, which made drawing a picture fifty times slower.
const { hypot, max, min, round, sin } = Math;

const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) >>> 0;
  return (seed >>> 8) / 0x1000000;
};

type Rgb = readonly [number, number, number];

/** Draws the scene in floating point, one RGB triple per pixel. */
function drawScene(width: number, height: number, subject: 'card' | 'paper'): Float32Array {
  const rgb = new Float32Array(width * height * 3);
  const unit = width / 1000;
  const random = seeded(7);
  const fill = (x0: number, y0: number, x1: number, y1: number, colour: Rgb, radius = 0) => {
    const xa = max(0, round(x0));
    const xb = min(width, round(x1));
    const ya = max(0, round(y0));
    const yb = min(height, round(y1));
    for (let y = ya; y < yb; y += 1) {
      for (let x = xa; x < xb; x += 1) {
        if (radius > 0) {
          const dx = max(x0 + radius - x, 0, x - (x1 - radius));
          const dy = max(y0 + radius - y, 0, y - (y1 - radius));
          if (dx * dx + dy * dy > radius * radius) continue;
        }
        rgb.set(colour, (y * width + x) * 3);
      }
    }
  };
  // The table: a brown gradient with a faint grain along x.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grain = 6 * sin((x / unit) * 0.05 + sin((y / unit) * 0.01) * 3);
      const shade = (y / height) * 20;
      rgb.set([110 + grain + shade, 85 + grain + shade, 60 + grain], (y * width + x) * 3);
    }
  }
  const paper = subject === 'paper';
  const cardWidth = (paper ? 900 : 700) * unit;
  const cardHeight = paper ? height * 0.92 : (cardWidth * 53.98) / 85.6;
  const left = (width - cardWidth) / 2;
  const top = (height - cardHeight) / 2;
  fill(left, top, left + cardWidth, top + cardHeight, paper ? [242, 241, 236] : [228, 226, 215], paper ? 0 : 25 * unit);
  // A coloured band across the top of the card, as on most ID cards.
  if (!paper) fill(left, top + 30 * unit, left + cardWidth, top + 70 * unit, [60, 90, 150]);
  // The photo box: a gradient portrait with a darker head.
  const box = { x: left + 30 * unit, y: top + 95 * unit, w: 150 * unit, h: 190 * unit };
  if (!paper) {
    for (let y = round(box.y); y < box.y + box.h; y += 1) {
      for (let x = round(box.x); x < box.x + box.w; x += 1) {
        const head = hypot(x - (box.x + box.w / 2), (y - (box.y + box.h * 0.4)) * 0.8) < box.w * 0.3;
        const v = 170 - ((y - box.y) / box.h) * 60;
        rgb.set(head ? [150, 110, 90] : [v, v + 10, v + 25], (y * width + x) * 3);
      }
    }
  }
  // Text-like strokes: lines of words, each word a dark bar with gaps like letters.
  const textLeft = paper ? left + 60 * unit : box.x + box.w + 30 * unit;
  const textRight = left + cardWidth - 40 * unit;
  const lineHeight = (paper ? 32 : 38) * unit;
  for (let line = top + (paper ? 60 : 100) * unit; line < top + cardHeight - 50 * unit; line += lineHeight) {
    let x = textLeft;
    while (x < textRight) {
      const word = (30 + random() * 80) * unit;
      for (let letter = x; letter < min(x + word, textRight); letter += 9 * unit) {
        fill(letter, line, letter + (3 + random() * 3) * unit, line + 14 * unit, [35, 35, 45]);
        if (random() < 0.5) fill(letter, line + 5 * unit, letter + 8 * unit, line + 7 * unit, [35, 35, 45]);
      }
      x += word + 15 * unit;
    }
  }
  return rgb;
}

/** One horizontal then one vertical box blur pass of `radius` pixels on each channel, clamped at the borders. */
function boxBlur(rgb: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(rgb.length);
  const line = new Float32Array(max(width, height));
  const span = 2 * radius + 1;
  // Blurs `length` values starting at `start`, `step` apart, from `source` into `target`.
  const blurLine = (source: Float32Array, target: Float32Array, start: number, step: number, length: number) => {
    for (let i = 0; i < length; i += 1) line[i] = source[start + i * step]!;
    let sum = 0;
    for (let i = -radius; i <= radius; i += 1) sum += line[min(length - 1, max(0, i))]!;
    for (let i = 0; i < length; i += 1) {
      target[start + i * step] = sum / span;
      sum += line[min(length - 1, i + radius + 1)]! - line[max(0, i - radius)]!;
    }
  };
  for (let c = 0; c < 3; c += 1) {
    for (let y = 0; y < height; y += 1) blurLine(rgb, out, y * width * 3 + c, 3, width);
    for (let x = 0; x < width; x += 1) blurLine(out, out, x * 3 + c, width * 3, height);
  }
  return out;
}

/** A white reflection: fully blown out inside, fading out over its outer 40 %. */
function addGlare(rgb: Float32Array, width: number, height: number, kind: 'ellipse' | 'spot'): void {
  const cx = width * (kind === 'ellipse' ? 0.58 : 0.66);
  const cy = height * (kind === 'ellipse' ? 0.45 : 0.6);
  const rx = width * (kind === 'ellipse' ? 0.17 : 0.09);
  const ry = height * (kind === 'ellipse' ? 0.2 : 0.1);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const d = hypot((x - cx) / rx, (y - cy) / ry);
      if (d >= 1) continue;
      const alpha = d <= 0.6 ? 1 : (1 - d) / 0.4;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[i + c] = rgb[i + c]! * (1 - alpha) + 262 * alpha;
    }
  }
}

/** The scene as RGBA pixels: drawn, blurred (the lens), glare added (the light), sensor noise. */
export function documentPixels(scene: DocumentScene): Pixels {
  const { width, height, subject = 'card', blurRadius = 0, glare = 'none' } = scene;
  let rgb = drawScene(width, height, subject);
  const radius = round((blurRadius * width) / 1000);
  for (let passes = 0; radius > 0 && passes < 3; passes += 1) rgb = boxBlur(rgb, width, height, radius);
  if (glare !== 'none') addGlare(rgb, width, height, glare);
  const noise = seeded(99);
  const data = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p += 1) {
    for (let c = 0; c < 3; c += 1) {
      const value = rgb[p * 3 + c]! + (noise() - 0.5) * 8;
      data[p * 4 + c] = max(0, min(255, round(value)));
    }
    data[p * 4 + 3] = 255;
  }
  return { width, height, data };
}
