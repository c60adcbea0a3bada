import type { Camera, CameraOpenFailure, CameraStream, Facing } from '../../../src/application/ports/camera.port';

type Opened =
  { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraOpenFailure };

/** The camera port: refuses as the test says (denied by default, as jsdom has no video to show). */
export class FakeCamera implements Camera {
  readonly opened: Facing[] = [];
  present = true;
  failure: CameraOpenFailure = 'denied';

  async hasCamera(): Promise<{ readonly ok: true; readonly value: boolean }> {
    return { ok: true, value: this.present };
  }

  async open(facing: Facing): Promise<Opened> {
    this.opened.push(facing);
    return { ok: false, error: this.failure };
  }
}

/**
 * A camera that opens (jsdom shows no picture: pair it with fake video frames); `end()` stops it
 * by itself, as a revoked permission or an unplugged camera would, and `stopped` counts stop().
 */
export class LiveFakeCamera extends FakeCamera {
  private readonly endListeners = new Set<() => void>();
  stopped = 0;

  override async open(facing: Facing): Promise<Opened> {
    this.opened.push(facing);
    const stream: CameraStream = {
      stream: {},
      stop: () => {
        this.stopped += 1;
      },
      onEnded: (listener) => {
        this.endListeners.add(listener);
        return () => this.endListeners.delete(listener);
      },
    };
    return { ok: true, value: stream };
  }

  end(): void {
    [...this.endListeners].forEach((listener) => listener());
  }
}
