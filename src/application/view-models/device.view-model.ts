import { action, makeObservable, observable } from 'mobx';
import { isMobileBrowser } from '../../domain/session/mobile-browser';
import type { DeviceProfile } from '../ports/device-profile.port';

/**
 * Whether the app uses its mobile layout and flows (spec 000 §9, spec 001 §3: mobile detection by
 * user agent or absence of hover): one observable fact for the layout and for the fields that
 * differ by device (capture on a phone, delegation by text on a desktop). It follows a change of
 * the primary pointer while the page is open; one instance serves the whole app, for the page's
 * life (so it never stops watching).
 *
 * Not decorated for injection: the layout needs it at start, and every decorated module carries
 * its own copy of the decorator helpers into the start bundle; src/main binds it by hand.
 */
export class DeviceViewModel {
  mobile: boolean;

  constructor(private readonly profile: DeviceProfile) {
    this.mobile = this.detect();
    // Named annotations (not makeAutoObservable): only `mobile` is observable, never the port.
    makeObservable(this, { mobile: observable, refresh: action });
    profile.watch(() => this.refresh());
  }

  private detect(): boolean {
    return isMobileBrowser(this.profile.userAgent(), this.profile.canHover());
  }

  /** Reads the device again (the port said the pointer changed). */
  refresh(): void {
    this.mobile = this.detect();
  }
}
