import type { MediaDevicesLike } from '../../../src/adapters/camera/media-camera';
import { MediaCamera } from '../../../src/adapters/camera/media-camera';

const failingWith = (name: string): MediaDevicesLike => ({
  getUserMedia: async () => {
    throw Object.assign(new Error(name), { name });
  },
});

describe('MediaCamera', () => {
  it('asks for the spec’s resolution, facing the given way, without sound', async () => {
    const stopped: string[] = [];
    const stream = { getTracks: () => [{ stop: () => stopped.push('video') }] } as unknown as MediaStream;
    const getUserMedia = jest.fn(async () => stream);
    const result = await new MediaCamera({ getUserMedia }).open('environment');

    expect(getUserMedia).toHaveBeenCalledWith({
      video: { width: { ideal: 4096, min: 1280 }, height: { ideal: 2160, min: 720 }, facingMode: 'environment' },
      audio: false,
    });
    expect(result.ok && result.value.stream).toBe(stream);
    if (result.ok) result.value.stop();
    expect(stopped).toEqual(['video']);
  });

  it.each(['NotAllowedError', 'PermissionDeniedError'])('answers denied for %s', async (name) => {
    expect(await new MediaCamera(failingWith(name)).open('user')).toEqual({ ok: false, error: 'denied' });
  });

  it.each(['NotFoundError', 'OverconstrainedError', 'NotReadableError', 'SecurityError'])(
    'answers unavailable for %s',
    async (name) => {
      expect(await new MediaCamera(failingWith(name)).open('user')).toEqual({ ok: false, error: 'unavailable' });
    },
  );

  it('answers unavailable when the browser has no camera API', async () => {
    expect(await new MediaCamera(undefined).open('user')).toEqual({ ok: false, error: 'unavailable' });
    expect(await new MediaCamera({} as MediaDevicesLike).open('user')).toEqual({ ok: false, error: 'unavailable' });
  });

  describe('hasCamera', () => {
    const listing = (kinds: MediaDeviceKind[]): MediaDevicesLike => ({
      getUserMedia: async () => {
        throw new Error('not asked');
      },
      enumerateDevices: async () => kinds.map((kind) => ({ kind }) as MediaDeviceInfo),
    });

    it('is true when a video input is listed, false when only sound devices are', async () => {
      expect(await new MediaCamera(listing(['audioinput', 'videoinput'])).hasCamera()).toEqual({
        ok: true,
        value: true,
      });
      expect(await new MediaCamera(listing(['audioinput', 'audiooutput'])).hasCamera()).toEqual({
        ok: true,
        value: false,
      });
    });

    it('answers unavailable when the browser cannot list devices or the listing fails', async () => {
      expect(await new MediaCamera(undefined).hasCamera()).toEqual({ ok: false, error: 'unavailable' });
      const failing: MediaDevicesLike = {
        getUserMedia: async () => {
          throw new Error('not asked');
        },
        enumerateDevices: async () => {
          throw new Error('blocked');
        },
      };
      expect(await new MediaCamera(failing).hasCamera()).toEqual({ ok: false, error: 'unavailable' });
    });
  });
});
