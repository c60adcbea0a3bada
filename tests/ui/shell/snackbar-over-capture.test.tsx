import { act, render, screen } from '@testing-library/react';
import type { Camera } from '../../../src/application/ports/camera.port';
import { CAMERA } from '../../../src/application/ports/camera.port';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { captureFace } from '../../../src/main/sandbox-face-capture';
import { ResolverProvider } from '../../../src/ui/app/resolver';
import type { Resolver } from '../../../src/ui/app/resolver';
import { SnackbarHost } from '../../../src/ui/shell/snackbar-host';
import { FakeCamera } from '../../application/fakes/fake-camera';
import { FakeTime } from '../../application/fakes/fake-time';

/** A camera that is still being asked for: the dialog stays open. */
class PendingCamera extends FakeCamera {
  override open(facing: Parameters<FakeCamera['open']>[0]): ReturnType<FakeCamera['open']> {
    this.opened.push(facing);
    return new Promise(() => undefined);
  }
}

describe('the snackbar over a full-screen capture session (issue 24)', () => {
  it('is drawn beside the app, under <body>, and stays live while the camera dialog makes the page inert', async () => {
    const snackbar = new SnackbarViewModel(new FakeTime());
    const camera = new PendingCamera();
    const resolver: Resolver = {
      get: <T,>(token: unknown) => (token === CAMERA ? (camera as Camera as T) : (snackbar as T)),
    };
    const { container } = render(
      <ResolverProvider resolver={resolver}>
        <main>the question</main>
        <SnackbarHost />
      </ResolverProvider>,
    );
    act(() => {
      void captureFace(resolver, 2);
    });
    await screen.findByRole('dialog', { name: 'Video selfie' });
    act(() => snackbar.show('You have 2 tries remaining'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You have 2 tries remaining');
    const region = alert.closest('.snackbar-region') as HTMLElement;
    expect(region.parentElement).toBe(document.body);
    expect(region.closest('[inert]')).toBeNull();
    // The app under the dialog is inert, as the dialog wants it.
    expect(container).toHaveAttribute('inert');
  });
});
