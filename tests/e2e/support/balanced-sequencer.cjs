// Splits the browser tests into shards of about equal time (`jest --shard=i/n`, run side by side by
// scripts/test-e2e.mjs). Jest's own split hashes the paths and can leave one shard with twice the
// other's minutes; this one deals the files out longest first, each to the shard with the least time
// so far, by the seconds each file took in a CI run (file-seconds.json: refresh it from the
// 'PASS e2e tests/e2e/x.e2e.test.ts (N s)' lines of a run when the suite changes much; a file not
// listed counts as 30 s). Every shard computes the same deal, so each file runs in exactly one.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const seconds = require('./file-seconds.json');

const UNLISTED_SECONDS = 30;
const weight = (test) => seconds[path.basename(test.path)] ?? UNLISTED_SECONDS;

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const longestFirst = [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
    const load = new Array(shardCount).fill(0);
    return longestFirst.filter((test) => {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += weight(test);
      return lightest === shardIndex - 1;
    });
  }

  /** Longest first within a shard too, so that no long file starts last. */
  sort(tests) {
    return [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
  }
}

module.exports = BalancedSequencer;
