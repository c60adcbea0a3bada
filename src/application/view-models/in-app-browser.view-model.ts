import { inject, injectable } from 'inversify';
import type { InAppBrowser, PhoneSystem } from '../../domain/capture/in-app-browser';
import { inAppBrowserOf, phoneSystemOf } from '../../domain/capture/in-app-browser';
import { interviewLinkOf } from '../../domain/session/interview-link';
import type { DeviceProfile } from '../ports/device-profile.port';
import { DEVICE_PROFILE } from '../ports/device-profile.port';
import type { Navigator } from '../ports/navigator.port';
import { NAVIGATOR } from '../ports/navigator.port';
import { makeViewModelObservable } from './view-model-observable';

/**
 * What a capture question tells an applicant in a browser built into another app: which app, which
 * browser to open instead (by the phone's system), and the interview link to copy into it (the
 * address the page was opened with, when that was an interview link: interviewLinkOf). Read once:
 * none of it changes while the page is open.
 */
@injectable()
export class InAppBrowserViewModel {
  /** The app whose browser this is, or null in a browser of its own (then nothing is said). */
  readonly browser: InAppBrowser | null;
  readonly system: PhoneSystem;
  /** The link to copy, or null when there is none to hand back (see interviewLinkOf). */
  readonly link: string | null;

  constructor(@inject(DEVICE_PROFILE) device: DeviceProfile, @inject(NAVIGATOR) navigator: Navigator) {
    const agent = device.userAgent();
    this.browser = inAppBrowserOf(agent);
    this.system = phoneSystemOf(agent);
    this.link = this.browser === null ? null : interviewLinkOf(navigator.openedAddress());
    // Nothing changes after construction; observable all the same, as every view model is.
    makeViewModelObservable(this, []);
  }
}
