import { autorun } from 'mobx';
import { DeviceViewModel } from '../../../src/application/view-models/device.view-model';
import { DESKTOP_AGENT, FakeDeviceProfile, IPHONE_AGENT } from '../fakes/fake-device-profile';

describe('DeviceViewModel (mobile detection: user agent or no hover)', () => {
  it('is desktop for a desktop browser with a mouse', () => {
    const device = new DeviceViewModel(new FakeDeviceProfile(DESKTOP_AGENT, true));
    expect(device.mobile).toBe(false);
    expect(device.layout).toBe('desktop');
  });

  it('is mobile for a phone by its user agent, even when it reports hover', () => {
    expect(new DeviceViewModel(new FakeDeviceProfile(IPHONE_AGENT, true)).layout).toBe('mobile');
  });

  it('is mobile for a desktop user agent whose pointer cannot hover (a touch screen)', () => {
    expect(new DeviceViewModel(new FakeDeviceProfile(DESKTOP_AGENT, false)).mobile).toBe(true);
  });

  it('follows a change of the pointer, observably', () => {
    const profile = new FakeDeviceProfile(DESKTOP_AGENT, true);
    const device = new DeviceViewModel(profile);
    const seen: string[] = [];
    const stop = autorun(() => seen.push(device.layout));
    profile.setHover(false);
    profile.setHover(true);
    stop();
    expect(seen).toEqual(['desktop', 'mobile', 'desktop']);
  });

  it('stops following changes once disposed', () => {
    const profile = new FakeDeviceProfile(DESKTOP_AGENT, true);
    const device = new DeviceViewModel(profile);
    device.dispose();
    expect(profile.watchers).toBe(0);
    profile.setHover(false);
    expect(device.mobile).toBe(false);
  });
});
