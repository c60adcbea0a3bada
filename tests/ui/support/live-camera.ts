import type { CameraStream } from '../../../src/application/ports/camera.port';
import type { uiHarness } from './ui-harness';

/**
 * jsdom has no video nor canvas pixels: a playing video whose frames are `width` wide (0: no frame
 * yet, 640: a 640x480 picture) and sample grey, which a canvas encodes as a JPEG. Restore the
 * spies after the test (jest.restoreAllMocks).
 */
export function fakeVideoFrames(width = 640): void {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(width);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(width === 0 ? 0 : 480);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4).fill(128),
    }),
  } as unknown as RenderingContext);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg'])));
}

/** The harness's camera opens, and its video plays grey 640x480 frames (fakeVideoFrames). */
export function liveCamera(app: ReturnType<typeof uiHarness>): void {
  const stream: CameraStream = { stream: {}, stop: () => undefined, onEnded: () => () => undefined };
  jest.spyOn(app.camera, 'open').mockResolvedValue({ ok: true, value: stream });
  fakeVideoFrames();
}
