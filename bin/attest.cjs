#!/usr/bin/env node
'use strict';
// The bundle is built by `npm ci` (the `prepare` script). Say how to get it rather than fail
// with a stack trace if someone runs the bin from a checkout that was never installed.
try {
  require('../dist/cli/attest.cjs');
} catch (error) {
  if (error && error.code === 'MODULE_NOT_FOUND' && String(error.message).includes('attest.cjs')) {
    process.stderr.write('attest: the CLI is not built yet; run `npm ci` (or `npm run build:cli`) first\n');
    process.exit(2);
  }
  throw error;
}
