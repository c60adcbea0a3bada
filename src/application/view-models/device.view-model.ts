import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { isMobileBrowser } from '../../domain/session/mobile-browser';
import type { DeviceProfile } from '../ports/device-profile.port';
import { DEVICE_PROFILE } from '../ports/device-profile.port';

/**
 * Whether the app uses its mobile layout and flows (spec 000 §9, spec 001 §3: mobile detection by
 * user agent or absence of hover): one observable fact for the layout and for the fields that
 * differ by device (capture on a phone, delegation by text on a desktop). It follows a change of
 * the primary pointer while the page is open; one instance serves the whole app.
 */
@injectable()
export class DeviceViewModel {
  mobile: boolean;
  private readonly unwatch: () => void;

  constructor(@inject(DEVICE_PROFILE) private readonly profile: DeviceProfile) {
    this.mobile = this.detect();
    this.unwatch = profile.watch(() => this.refresh());
    makeAutoObservable<DeviceViewModel, 'profile' | 'unwatch'>(
      this,
      { profile: false, unwatch: false },
      { autoBind: true },
    );
  }

  /** The layout the detection gives, as the app root's data-layout attribute reads it. */
  get layout(): 'mobile' | 'desktop' {
    return this.mobile ? 'mobile' : 'desktop';
  }

  private detect(): boolean {
    return isMobileBrowser(this.profile.userAgent(), this.profile.canHover());
  }

  /** Reads the device again (the port said the pointer changed). */
  refresh(): void {
    this.mobile = this.detect();
  }

  /** Stops following changes (tests; the app keeps one instance for the page's life). */
  dispose(): void {
    this.unwatch();
  }
}
