// Ends every Jest run with one plain line, 'jest: N passed, N failed, N skipped', that CI reads
// as the run's count (Jest's own summary is not in a format CI recognises). A run that runs some
// tests again by name (JEST_RUN_AGAIN=1, scripts/test-engines.mjs) leaves the others out, which
// Jest counts as skipped: its line says so instead.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    const left = numPendingTests + numTodoTests;
    const tail = process.env.JEST_RUN_AGAIN === '1' ? `${left} not run again` : `${left} skipped`;
    process.stdout.write(`\njest: ${numPassedTests} passed, ${numFailedTests} failed, ${tail}\n`);
  }
}

module.exports = SummaryReporter;
