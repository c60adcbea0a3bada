import { earlyStart } from './early-start';
import { installDefaultPolicy } from './trusted-types-default-policy';

// Start script (webpack entry 'start'): small, first in the page, and run as soon as it arrives, so
// the configuration, the first screen's chunks and its data load while the app's script downloads.
// Inside another site's frame nothing starts (see browser.tsx).
installDefaultPolicy(window.trustedTypes, window.location.origin);
if (window.top === window.self) earlyStart();
