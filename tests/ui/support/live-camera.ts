import type { CameraStream } from '../../../src/application/ports/camera.port';
import type { uiHarness } from './ui-harness';

/**
 * The harness's camera opens, and jsdom's video plays grey 640x480 frames a canvas can encode.
 * Restore the spies after the test (jest.restoreAllMocks).
 */
export function liveCamera(app: ReturnType<typeof uiHarness>): void {
  const stream: CameraStream = { stream: {}, stop: () => undefined, onEnded: () => () => undefined };
  jest.spyOn(app.camera, 'open').mockResolvedValue({ ok: true, value: stream });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => undefined,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      data: new Uint8ClampedArray(w * h * 4).fill(128),
    }),
  } as unknown as RenderingContext);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(new Blob(['jpeg'])));
}
