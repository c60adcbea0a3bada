import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Camera } from '../../../src/application/ports/camera.port';
import { CAMERA } from '../../../src/application/ports/camera.port';
import { captureFace } from '../../../src/main/sandbox-face-capture';
import type { Resolver } from '../../../src/ui/app/resolver';
import { FakeCamera } from '../../application/fakes/fake-camera';

const resolverWith = (camera: Camera): Resolver => ({
  get: <T,>(token: unknown) => {
    if (token !== CAMERA) throw new Error('only the camera is needed');
    return camera as T;
  },
});

/** A camera that is still being asked for: the overlay waits for it. */
class PendingCamera extends FakeCamera {
  override open(facing: Parameters<FakeCamera['open']>[0]): ReturnType<FakeCamera['open']> {
    this.opened.push(facing);
    return new Promise(() => undefined);
  }
}

describe('the sandbox stand-in’s face capture', () => {
  it('answers camera when the camera cannot be used, and leaves nothing behind', async () => {
    let capturing!: Promise<unknown>;
    // The overlay renders in a root of its own: mounted in one act, its answer awaited in another.
    act(() => {
      capturing = captureFace(resolverWith(new FakeCamera()), null);
    });
    let answer: unknown;
    await act(async () => {
      answer = await capturing;
    });
    expect(answer).toBe('camera');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.children).toHaveLength(0);
  });

  it('opens the face camera dialog, says the tries left after a rejection, and answers cancelled', async () => {
    const camera = new PendingCamera();
    let capturing!: Promise<unknown>;
    act(() => {
      capturing = captureFace(resolverWith(camera), 1);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Video selfie' });
    expect(dialog).toHaveAccessibleDescription(
      'You have 1 try remaining. Place your face inside the oval, look at the camera, then take the photo.',
    );
    expect(camera.opened).toEqual(['user']);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    let answer: unknown;
    await act(async () => {
      answer = await capturing;
    });
    expect(answer).toBe('cancelled');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
