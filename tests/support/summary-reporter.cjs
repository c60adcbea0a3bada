// Ends every Jest run with one plain line, 'jest: N passed, N failed, N skipped', that CI reads
// as the run's count (Jest's own summary is not in a format CI recognises).
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    process.stdout.write(
      `\njest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped\n`,
    );
  }
}

module.exports = SummaryReporter;
