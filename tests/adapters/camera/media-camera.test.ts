import type { MediaDevicesLike } from '../../../src/adapters/camera/media-camera';
import { MediaCamera } from '../../../src/adapters/camera/media-camera';

/** A DOMException-like error: browsers name the failure, and that name is all the adapter reads. */
const domError = (name: string): Error => Object.assign(new Error(`${name} (from the fake)`), { name });

const failingWith = (name: string): MediaDevicesLike => ({
  getUserMedia: async () => {
    throw domError(name);
  },
});

/** A stream with one video track whose `ended` the test can fire, as the browser does on a revoke or unplug. */
function fakeStream() {
  const listeners = new Set<() => void>();
  const stopped: string[] = [];
  const track = {
    stop: () => stopped.push('video'),
    addEventListener: (type: string, listener: () => void) => type === 'ended' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'ended' && listeners.delete(listener),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, stopped, end: () => [...listeners].forEach((listener) => listener()), listeners };
}

/** getUserMedia that answers each call in turn: an error name to throw, or the stream. */
function answering(...answers: (string | MediaStream)[]) {
  const asked: MediaStreamConstraints[] = [];
  const devices: MediaDevicesLike = {
    getUserMedia: async (constraints?: MediaStreamConstraints) => {
      asked.push(constraints ?? {});
      const answer = answers[asked.length - 1];
      if (answer === undefined) throw new Error('asked once too often');
      if (typeof answer === 'string') throw domError(answer);
      return answer;
    },
  };
  return { devices, asked };
}

const SPEC_ASK = (facingMode: string) => ({
  video: { width: { ideal: 4096, min: 1280 }, height: { ideal: 2160, min: 720 }, facingMode },
  audio: false,
});

describe('MediaCamera', () => {
  it('asks for the spec’s resolution, facing the given way, without sound', async () => {
    const { stream, stopped } = fakeStream();
    const { devices, asked } = answering(stream);
    const result = await new MediaCamera(devices).open('environment');

    expect(asked).toEqual([SPEC_ASK('environment')]);
    expect(result.ok && result.value.stream).toBe(stream);
    if (result.ok) result.value.stop();
    expect(stopped).toEqual(['video']);
  });

  it('asks again without the minimum when the camera cannot give 1280x720 (a low-resolution webcam, Firefox)', async () => {
    const { stream } = fakeStream();
    const { devices, asked } = answering('OverconstrainedError', stream);
    const result = await new MediaCamera(devices).open('user');

    expect(result.ok && result.value.stream).toBe(stream);
    expect(asked).toEqual([
      SPEC_ASK('user'),
      { video: { width: { ideal: 4096 }, height: { ideal: 2160 }, facingMode: 'user' }, audio: false },
    ]);
  });

  it('then asks without the facing too, and only after that says no camera was found', async () => {
    const { stream } = fakeStream();
    const third = answering('OverconstrainedError', 'OverconstrainedError', stream);
    expect((await new MediaCamera(third.devices).open('user')).ok).toBe(true);
    expect(third.asked[2]).toEqual({ video: { width: { ideal: 4096 }, height: { ideal: 2160 } }, audio: false });

    const never = answering('OverconstrainedError', 'OverconstrainedError', 'OverconstrainedError');
    expect(await new MediaCamera(never.devices).open('user')).toEqual({ ok: false, error: 'not-found' });
    expect(never.asked).toHaveLength(3);
  });

  it('answers the retry’s own failure when the camera refuses on the second ask', async () => {
    const { devices, asked } = answering('OverconstrainedError', 'NotReadableError');
    expect(await new MediaCamera(devices).open('user')).toEqual({ ok: false, error: 'busy' });
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
    ['NotFoundError', 'not-found'],
    ['DevicesNotFoundError', 'not-found'],
    ['TypeError', 'unavailable'],
  ])('answers %s as %s, asking once', async (name, failure) => {
    const { devices, asked } = answering(name);
    expect(await new MediaCamera(devices).open('user')).toEqual({ ok: false, error: failure });
    expect(asked).toHaveLength(1);
  });

  it('answers unavailable for an error without a name, never rejecting', async () => {
    const devices: MediaDevicesLike = {
      getUserMedia: () => Promise.reject(null),
    };
    expect(await new MediaCamera(devices).open('user')).toEqual({ ok: false, error: 'unavailable' });
    expect(await new MediaCamera(failingWith('')).open('user')).toEqual({ ok: false, error: 'unavailable' });
  });

  it('answers unavailable when the browser has no camera API', async () => {
    expect(await new MediaCamera(undefined).open('user')).toEqual({ ok: false, error: 'unavailable' });
    expect(await new MediaCamera({} as MediaDevicesLike).open('user')).toEqual({ ok: false, error: 'unavailable' });
  });

  it('tells once when the video track ends by itself, and stops listening when asked', async () => {
    const fake = fakeStream();
    const result = await new MediaCamera(answering(fake.stream).devices).open('user');
    if (!result.ok) throw new Error('the camera should open');
    const ended = jest.fn();
    const stopListening = result.value.onEnded(ended);
    fake.end();
    fake.end();
    expect(ended).toHaveBeenCalledTimes(1);
    stopListening();
    expect(fake.listeners.size).toBe(0);
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
