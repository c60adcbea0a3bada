import type { Camera, CameraFailure, CameraStream, Facing } from '../../../src/application/ports/camera.port';

type Opened =
  { readonly ok: true; readonly value: CameraStream } | { readonly ok: false; readonly error: CameraFailure };

/** The camera port: refuses as the test says (denied by default, as jsdom has no video to show). */
export class FakeCamera implements Camera {
  readonly opened: Facing[] = [];
  present = true;
  failure: CameraFailure = 'denied';

  async hasCamera(): Promise<{ readonly ok: true; readonly value: boolean }> {
    return { ok: true, value: this.present };
  }

  async open(facing: Facing): Promise<Opened> {
    this.opened.push(facing);
    return { ok: false, error: this.failure };
  }
}
