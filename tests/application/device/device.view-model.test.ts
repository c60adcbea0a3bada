import { autorun, isObservable, isObservableProp } from 'mobx';
import { DeviceViewModel } from '../../../src/application/view-models/device.view-model';
import { DESKTOP_AGENT, FakeDeviceProfile, IPHONE_AGENT } from '../fakes/fake-device-profile';

describe('DeviceViewModel (mobile detection: user agent or no hover)', () => {
  it('is desktop for a desktop browser with a mouse', () => {
    const device = new DeviceViewModel(new FakeDeviceProfile(DESKTOP_AGENT, true));
    expect(device.mobile).toBe(false);
  });

  it('is mobile for a phone by its user agent, even when it reports hover', () => {
    expect(new DeviceViewModel(new FakeDeviceProfile(IPHONE_AGENT, true)).mobile).toBe(true);
  });

  it('is mobile for a desktop user agent whose pointer cannot hover (a touch screen)', () => {
    expect(new DeviceViewModel(new FakeDeviceProfile(DESKTOP_AGENT, false)).mobile).toBe(true);
  });

  it('follows a change of the pointer, observably', () => {
    const profile = new FakeDeviceProfile(DESKTOP_AGENT, true);
    const device = new DeviceViewModel(profile);
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(device.mobile));
    profile.setHover(false);
    profile.setHover(true);
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('watches the device once, and keeps the port out of MobX', () => {
    const profile = new FakeDeviceProfile(DESKTOP_AGENT, true);
    const device = new DeviceViewModel(profile);
    expect(profile.watchers).toBe(1);
    expect(isObservable(device)).toBe(true);
    expect(isObservableProp(device, 'mobile')).toBe(true);
    expect(isObservableProp(device, 'profile' as keyof DeviceViewModel)).toBe(false);
  });
});
