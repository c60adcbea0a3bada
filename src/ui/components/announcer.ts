/**
 * The page's one polite live region for messages that appear beside where the person is: a field's
 * error shown once they have moved on (field-message.tsx). A region must be on the page before its
 * words change, or not every screen reader speaks them, so the first field that may need it puts it
 * there (prepareAnnouncer), under <body> beside the app, where a dialog leaves it live
 * (inert-outside.ts). Not drawn by the page frame: the start script stays as small as it was. Each
 * message is a new node, so the same words twice are heard twice.
 */
const MARK = 'data-announcer';
let count = 0;

function region(): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[${MARK}]`);
  if (found !== null) return found;
  const created = document.createElement('div');
  created.className = 'visually-hidden';
  created.setAttribute('aria-live', 'polite');
  created.setAttribute(MARK, '');
  document.body.append(created);
  return created;
}

export function prepareAnnouncer(): void {
  region();
}

/**
 * Says the text once through the live region. The number it returns withdraws the text once it no
 * longer holds (a corrected field's error), so the region never keeps words that are gone from the
 * page; a removal is not spoken.
 */
export function announce(text: string): number {
  count += 1;
  const said = document.createElement('span');
  said.textContent = text;
  said.dataset.said = String(count);
  region().replaceChildren(said);
  return count;
}

export function withdraw(said: number): void {
  const current = region();
  if (current.firstElementChild?.getAttribute('data-said') === String(said)) current.replaceChildren();
}

/** Whether an element is the live region (kept live above a dialog). */
export function isAnnouncer(element: Element): boolean {
  return element.hasAttribute(MARK);
}
