import { act, render, screen } from '@testing-library/react';
import type { Camera, CameraStream } from '../../../src/application/ports/camera.port';
import { CAMERA } from '../../../src/application/ports/camera.port';
import type { DocumentFrame } from '../../../src/domain/documents/document-frame';
import { documentFrameOf } from '../../../src/domain/documents/document-frame';
import type { Resolver } from '../../../src/ui/app/resolver';
import { ResolverProvider } from '../../../src/ui/app/resolver';
import { CameraOverlay } from '../../../src/ui/capture/camera-overlay';
import { FakeCamera } from '../../application/fakes/fake-camera';
import { fakeVideoFrames } from '../support/live-camera';

/** A camera whose stream opens; jsdom's video then shows a grey (not black) 640x480 picture below. */
class LiveCamera extends FakeCamera {
  override async open(facing: Parameters<FakeCamera['open']>[0]) {
    this.opened.push(facing);
    const stream: CameraStream = { stream: {}, stop: () => undefined, onEnded: () => () => undefined };
    return { ok: true as const, value: stream };
  }
}

const resolverWith = (camera: Camera): Resolver => ({
  get: <T,>(token: unknown) => {
    if (token !== CAMERA) throw new Error('only the camera is needed');
    return camera as T;
  },
});

/** Opens the overlay with `guide` and lets the first frames be seen (the guide shows on a live picture). */
async function openLive(guide: 'face' | DocumentFrame): Promise<SVGSVGElement> {
  render(
    <ResolverProvider resolver={resolverWith(new LiveCamera())}>
      <CameraOverlay
        facing="environment"
        guide={guide}
        title="Take a photo"
        shutterLabel="Take photo"
        reviewName="Your selfie"
        onCapture={() => undefined}
        onCancel={() => undefined}
        onUnavailable={() => undefined}
      />
    </ResolverProvider>,
  );
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  const svg = screen.getByRole('dialog', { name: 'Take a photo' }).querySelector('svg.camera-overlay__guide');
  if (!(svg instanceof SVGSVGElement)) throw new Error('no guide drawn');
  return svg;
}

const numbers = (element: Element, ...names: string[]) => names.map((name) => Number(element.getAttribute(name)));

describe('the camera overlay’s guides', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    fakeVideoFrames();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each([
    ['an ID card', documentFrameOf('id_card', null), 85.6 / 53.98],
    ['a French ID card', documentFrameOf('id_card', 'FRA'), 105 / 74],
    ['a passport', documentFrameOf('passport', 'US'), 125 / 88],
  ])('draws %s as a centred landscape frame at its aspect ratio, the outside dimmed', async (_name, frame, ratio) => {
    const svg = await openLive(frame);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('preserveAspectRatio', 'xMidYMid meet');
    expect(svg.querySelector('ellipse')).toBeNull();
    const outline = svg.querySelector('rect[fill="none"]');
    if (outline === null) throw new Error('no outline');
    const [x, y, width, height, rx] = numbers(outline, 'x', 'y', 'width', 'height', 'rx');
    expect(width! / height!).toBeCloseTo(ratio, 6);
    expect(rx).toBeGreaterThan(0);
    // Centred in the viewBox with the same margin on every side: as large as fits, with a margin.
    const [, , viewWidth, viewHeight] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
    expect(x).toBeGreaterThan(0);
    expect(x! + width! + x!).toBeCloseTo(viewWidth!, 6);
    expect(y).toBeCloseTo(x!, 6);
    expect(y! + height! + y!).toBeCloseTo(viewHeight!, 6);
    // The dimmed layer has the frame cut out of it.
    const dim = svg.querySelector('rect[mask]');
    expect(dim).toHaveAttribute('fill-opacity', '0.45');
    const hole = svg.querySelector(`${dim?.getAttribute('mask')?.slice(4, -1)} rect[fill="black"]`);
    expect(hole && numbers(hole, 'x', 'y', 'width', 'height')).toEqual([x, y, width, height]);
    // SVG attributes only: the content security policy has no 'unsafe-inline'.
    expect(svg.querySelector('[style]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The camera is on. Place the document inside the frame, then take the photo.',
    );
  });

  it('draws the face oval, unchanged, for the face guide', async () => {
    const svg = await openLive('face');
    expect(svg).toHaveAttribute('viewBox', '0 0 300 400');
    const ovals = [...svg.querySelectorAll('ellipse')].map((oval) => numbers(oval, 'cx', 'cy', 'rx', 'ry'));
    expect(ovals).toEqual([
      [150, 190, 100, 135],
      [150, 190, 100, 135],
    ]);
    expect(svg.querySelector('rect[fill="none"]')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The camera is on. Place your face inside the oval, then take the photo.',
    );
  });
});
