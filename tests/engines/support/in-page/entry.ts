import { accessibilityTree } from './accessibility-tree';
import { all, resolve } from './page-queries';

// The helper the driver installs in a document (page-helper.ts); installing it twice is harmless.
(window as unknown as { __attestE2e: unknown }).__attestE2e = { all, resolve, accessibilityTree };
