// Browser entry. The React app lands with the applicant web app issue; until then the page
// says what it is, so a production build exists and can be served.
const root = document.getElementById('root');
if (root) {
  const heading = document.createElement('h1');
  heading.textContent = 'Attest';
  const note = document.createElement('p');
  note.textContent = 'The applicant web app is on its way. Support staff can use the attest CLI meanwhile.';
  root.replaceChildren(heading, note);
}
