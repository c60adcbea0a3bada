import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Camera } from '../../../src/application/ports/camera.port';
import { CAMERA } from '../../../src/application/ports/camera.port';
import { NO_FRAME_WAIT_MS } from '../../../src/domain/capture/black-frame';
import type { Resolver } from '../../../src/ui/app/resolver';
import { ResolverProvider } from '../../../src/ui/app/resolver';
import { CameraOverlay } from '../../../src/ui/capture/camera-overlay';
import { FakeCamera, LiveFakeCamera } from '../../application/fakes/fake-camera';
import { fakeVideoFrames } from '../support/live-camera';

const resolverWith = (camera: Camera): Resolver => ({
  get: <T,>(token: unknown) => {
    if (token !== CAMERA) throw new Error('only the camera is needed');
    return camera as T;
  },
});

/** The selfie overlay on `camera`; its onUnavailable mock and the rendered view. */
function renderOverlay(camera: Camera) {
  const onUnavailable = jest.fn();
  const view = render(
    <ResolverProvider resolver={resolverWith(camera)}>
      <CameraOverlay
        facing="user"
        guide="face"
        title="Take a selfie"
        shutterLabel="Take photo"
        reviewName="Your selfie"
        onCapture={() => undefined}
        onCancel={() => undefined}
        onUnavailable={onUnavailable}
      />
    </ResolverProvider>,
  );
  return { onUnavailable, view };
}

const openOverlay = (camera: Camera) => renderOverlay(camera).onUnavailable;

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('the camera overlay’s failures', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it.each(['denied', 'busy', 'not-found', 'unavailable'] as const)(
    'hands on the port’s reason when the camera cannot be opened: %s',
    async (failure) => {
      fakeVideoFrames(640);
      const camera = new FakeCamera();
      camera.failure = failure;
      const onUnavailable = openOverlay(camera);
      await wait(0);
      expect(onUnavailable).toHaveBeenCalledWith(failure);
    },
  );

  it('says the camera ended when it stops by itself while shown (permission revoked, unplugged)', async () => {
    fakeVideoFrames(640);
    const camera = new LiveFakeCamera();
    const onUnavailable = openOverlay(camera);
    await wait(1000);
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled();
    camera.end();
    expect(onUnavailable).toHaveBeenCalledWith('ended');
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('keeps a photo under review when the camera stops meanwhile', async () => {
    fakeVideoFrames(640);
    const camera = new LiveFakeCamera();
    const onUnavailable = openOverlay(camera);
    await wait(1000);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined });
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByRole('button', { name: 'Use this photo' })).toBeVisible();
    camera.end();
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it('calls a camera that gives no frame at all within the wait black, and not before', async () => {
    fakeVideoFrames(0);
    const onUnavailable = openOverlay(new LiveFakeCamera());
    await wait(NO_FRAME_WAIT_MS - 400);
    expect(onUnavailable).not.toHaveBeenCalled();
    expect(screen.getByText('Waiting for access to camera...', { selector: 'p:not([role])' })).toBeVisible();
    await wait(600);
    expect(onUnavailable).toHaveBeenCalledWith('black');
  });

  it('stops the camera and stops listening when it closes', async () => {
    fakeVideoFrames(640);
    const camera = new LiveFakeCamera();
    const { onUnavailable, view } = renderOverlay(camera);
    await wait(1000);
    view.unmount();
    camera.end();
    expect(camera.stopped).toBe(1);
    expect(onUnavailable).not.toHaveBeenCalled();
  });
});
