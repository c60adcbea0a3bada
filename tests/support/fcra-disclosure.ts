/**
 * A realistic FCRA disclosure as an issuer writes it: headings, paragraphs, lists, emphasis, a
 * mailto, a tel and an https link, a simple table and a seal image from the app's own image origin
 * (https://verify.attest.example, as the tests' settings allow).
 */
export const FCRA_DISCLOSURE = `
  <h2>Disclosure regarding background investigation</h2>
  <p>Acme Staffing (<strong>the Company</strong>) may obtain information about you from a third-party
    consumer reporting agency for employment purposes.</p>
  <h3>The report may include</h3>
  <ul><li>criminal history,</li><li>employment history,</li><li><em>motor vehicle records</em>.</li></ul>
  <ol><li>Read this disclosure.</li><li>Tick the box below.</li></ol>
  <table>
    <caption>Consumer reporting agency</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Address</th></tr></thead>
    <tbody><tr><td>Checkr, Inc.</td><td>1 Montgomery St, San Francisco, CA</td></tr>
    <tr><td colspan="2">Phone 1-844-824-3257</td></tr></tbody>
  </table>
  <p>Questions: <a href="mailto:privacy@acme.example">privacy@acme.example</a>,
    <a href="tel:+18448243257">1-844-824-3257</a>, or read
    <a href="https://www.consumerfinance.gov/learnmore">A Summary of Your Rights Under the FCRA</a>.</p>
  <hr><blockquote>Please retain a copy for your records.</blockquote>
  <p>Signed<br>Acme Staffing <img src="https://verify.attest.example/issuers/acme/seal.png" alt="Acme seal" width="40" height="40"></p>`;
