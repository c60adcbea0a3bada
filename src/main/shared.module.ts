import { ContainerModule } from 'inversify';
import type { AppSettings } from '../application/ports/app-settings.port';
import { APP_SETTINGS } from '../application/ports/app-settings.port';
import type { BusinessCheckService } from '../application/ports/business-check-service.port';
import { BUSINESS_CHECK_SERVICE } from '../application/ports/business-check-service.port';
import type { Camera } from '../application/ports/camera.port';
import { CAMERA } from '../application/ports/camera.port';
import type { Clock } from '../application/ports/clock.port';
import { CLOCK } from '../application/ports/clock.port';
import type { DeviceProfile } from '../application/ports/device-profile.port';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../application/ports/error-reporter.port';
import { DEVICE_PROFILE } from '../application/ports/device-profile.port';
import type { Ids } from '../application/ports/ids.port';
import { IDS } from '../application/ports/ids.port';
import type { ImageProcessor } from '../application/ports/image-processor.port';
import { IMAGE_PROCESSOR } from '../application/ports/image-processor.port';
import type { InterviewService } from '../application/ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../application/ports/interview-service.port';
import type { Navigator } from '../application/ports/navigator.port';
import { NAVIGATOR } from '../application/ports/navigator.port';
import type { PartnerProfile } from '../application/ports/partner-profile.port';
import { PARTNER_PROFILE } from '../application/ports/partner-profile.port';
import type { Scheduler } from '../application/ports/scheduler.port';
import { SCHEDULER } from '../application/ports/scheduler.port';
import type { SessionStore } from '../application/ports/session-store.port';
import type { Tracker } from '../application/ports/tracking.port';
import { TRACKER } from '../application/ports/tracking.port';
import { SESSION_STORE } from '../application/ports/session-store.port';
import { BrowserDeviceProfile } from '../adapters/browser/browser-device-profile';
import { DeviceViewModel } from '../application/view-models/device.view-model';
import { BrowserNavigator } from '../adapters/browser/browser-navigator';
import { RandomIds } from '../adapters/browser/random-ids';
import { SystemClock } from '../adapters/browser/system-clock';
import { TimerScheduler } from '../adapters/browser/timer-scheduler';
import type { EarlyAnswers } from '../adapters/http/early-answers';
import { HttpInterviewService } from '../adapters/http/http-interview-service';
import { BrowserSessionStore } from '../adapters/storage/browser-session-store';
import { HTTP_MESSAGES } from '../domain/errors/http-failure';
import { err } from '../domain/shared/result';
import { deferredAdapter } from './deferred-adapter';
import { lazyTracker, NO_TRACKING } from './lazy-tracker';
import type { RuntimeConfig } from './runtime-config';
import { appSettingsOf } from './app-settings-of';
import { SERVICE_TIMEOUT_MS } from './service-timeout';

/**
 * What every environment shares: the two backends at the configured addresses, the browser's
 * storage, camera, clock, timers, ids, location and device profile, the tracking adapter the
 * configuration names, and the settings (with the
 * page's own origin, where images may always come from). Adapters are
 * built on first use (dynamic values), so the container can be built and checked in node, without
 * a window. `early`: the answers the start script fetched for the interview's first reads.
 */
export const sharedModule = (config: RuntimeConfig, pageOrigin: string, early?: EarlyAnswers): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<AppSettings>(APP_SETTINGS).toConstantValue(appSettingsOf(config, pageOrigin));
    bind<InterviewService>(INTERVIEW_SERVICE)
      .toDynamicValue(
        () =>
          new HttpInterviewService({
            baseUrl: config.interviewServiceUrl,
            timeoutMs: SERVICE_TIMEOUT_MS,
            early,
          }),
      )
      .inSingletonScope();
    // Only the business-owner flow uses these two: loaded on first call (see deferredAdapter). A
    // business call with no answer is reported (spec 000 §8 'logged').
    bind<BusinessCheckService>(BUSINESS_CHECK_SERVICE)
      .toDynamicValue((context) =>
        deferredAdapter<BusinessCheckService>(
          async () =>
            new (
              await import(/* webpackChunkName: "business-service" */ '../adapters/http/http-business-check-service')
            ).HttpBusinessCheckService({
              baseUrl: config.glsServiceUrl,
              timeoutMs: SERVICE_TIMEOUT_MS,
              reporter: context.get<ErrorReporter>(ERROR_REPORTER),
              early,
            }),
          () => err({ kind: 'network', reason: 'cancelled-network-request', message: HTTP_MESSAGES.cancelled }),
        ),
      )
      .inSingletonScope();
    bind<PartnerProfile>(PARTNER_PROFILE)
      .toDynamicValue(() =>
        deferredAdapter<PartnerProfile>(
          async () =>
            new (await import('../adapters/http/http-partner-profile')).HttpPartnerProfile({
              configBaseUrl: config.partnerConfigUrl,
              environment: config.environment,
              timeoutMs: SERVICE_TIMEOUT_MS,
            }),
          () => null,
        ),
      )
      .inSingletonScope();
    bind<SessionStore>(SESSION_STORE)
      .toDynamicValue(() => new BrowserSessionStore())
      .inSingletonScope();
    // Only the capture screens use it: loaded on first open (see deferredAdapter); an adapter that
    // cannot load answers 'unavailable', and the screen falls back to the file picker.
    bind<Camera>(CAMERA)
      .toDynamicValue(() =>
        deferredAdapter<Camera>(
          async () => new (await import('../adapters/camera/media-camera')).MediaCamera(),
          () => ({ ok: false, error: 'unavailable' }),
        ),
      )
      .inSingletonScope();
    // Only the capture questions use it: the pipeline and its worker load on the first image (see
    // deferredAdapter). Spec is silent on a pipeline that cannot load (offline): the image could not
    // be processed, so 'corrupted' ('Image could not be rendered'), and the next image tries again.
    bind<ImageProcessor>(IMAGE_PROCESSOR)
      .toDynamicValue((context) => {
        const scheduler = context.get<Scheduler>(SCHEDULER);
        return deferredAdapter<ImageProcessor>(
          async () => (await import('../adapters/images/start-image-pipeline')).browserImageProcessor(scheduler),
          () => err('corrupted'),
        );
      })
      .inSingletonScope();
    bind<Clock>(CLOCK)
      .toDynamicValue(() => new SystemClock())
      .inSingletonScope();
    bind<Scheduler>(SCHEDULER)
      .toDynamicValue(() => new TimerScheduler())
      .inSingletonScope();
    bind<DeviceProfile>(DEVICE_PROFILE)
      .toDynamicValue(() => new BrowserDeviceProfile())
      .inSingletonScope();
    // Bound by hand, not by its decorators (see DeviceViewModel).
    bind(DeviceViewModel)
      .toDynamicValue((context) => new DeviceViewModel(context.get<DeviceProfile>(DEVICE_PROFILE)))
      .inSingletonScope();
    // The configuration picks the tracking adapter (spec 000 §7), not the environment. Tracking
    // 'none' (the default) is a no-op; the console one loads with the first event (lazyTracker).
    // The console one is the sandbox's (its config names it), so it travels in the sandbox
    // module's chunk, which the sandbox has loaded by then: one chunk fewer for its overview
    // (0.8 KB gzipped on its own). Elsewhere 'console' loads that chunk, sandbox module and all.
    bind<Tracker>(TRACKER).toConstantValue(
      config.tracking === 'console'
        ? lazyTracker(() =>
            import(/* webpackChunkName: "sandbox" */ '../adapters/tracking/console-tracker').then(
              (m) => new m.ConsoleTracker(),
            ),
          )
        : NO_TRACKING,
    );
    bind<Ids>(IDS)
      .toDynamicValue(() => new RandomIds())
      .inSingletonScope();
    // The UI router registers itself on the concrete navigator; the application sees the port.
    bind(BrowserNavigator)
      .toDynamicValue(() => new BrowserNavigator())
      .inSingletonScope();
    bind<Navigator>(NAVIGATOR).toService(BrowserNavigator);
  });
