// Runs inside the page, in every engine (bundled with the in-page helper): the page as a screen
// reader meets it, one line per node. Roles, names and descriptions follow the ARIA and accname
// rules (dom-accessibility-api, the code Testing Library queries with); Chromium's own tree is
// asked for each named node (tests/e2e/accessibility-tree.e2e.test.ts).
import { computeAccessibleDescription, computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

/** One node of the tree: its role and name, the states a screen reader says, and its description. */
export interface TreeLine {
  readonly depth: number;
  readonly role: string;
  readonly name: string;
  readonly text: string;
}

// Roles that only group for the eye: their children take their place.
const TRANSPARENT = new Set(['generic', 'none', 'presentation', 'paragraph', 'time']);
// Roles named by what they hold: their text is their name, not separate lines.
const NAMED_FROM_CONTENT = new Set([
  'button',
  'link',
  'heading',
  'option',
  'tab',
  'menuitem',
  'cell',
  'columnheader',
  'rowheader',
  'tooltip',
  'checkbox',
  'radio',
  'switch',
]);

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

function states(element: Element, role: string): string[] {
  const said: string[] = [];
  const aria = (name: string) => element.getAttribute(`aria-${name}`);
  const input = element as HTMLInputElement;
  if (role === 'heading') said.push(`level=${aria('level') ?? element.localName.slice(1)}`);
  if (role === 'checkbox' || role === 'radio' || role === 'switch') {
    said.push(aria('checked') === 'true' || input.checked === true ? 'checked' : 'not checked');
  }
  if (aria('expanded') !== null) said.push(aria('expanded') === 'true' ? 'expanded' : 'collapsed');
  if (aria('pressed') !== null) said.push(`pressed=${aria('pressed')}`);
  if (aria('selected') === 'true') said.push('selected');
  if (aria('current') !== null && aria('current') !== 'false') said.push(`current=${aria('current')}`);
  if (aria('disabled') === 'true' || (element as HTMLButtonElement).disabled === true) said.push('disabled');
  if (aria('required') === 'true' || input.required === true) said.push('required');
  if (aria('invalid') === 'true') said.push('invalid');
  if (aria('readonly') === 'true' || input.readOnly === true) said.push('readonly');
  if (aria('modal') === 'true') said.push('modal');
  if (aria('valuenow') !== null) said.push(`value=${aria('valuetext') ?? aria('valuenow')}`);
  const live = aria('live') ?? (role === 'alert' ? 'assertive' : role === 'status' || role === 'log' ? 'polite' : null);
  if (live !== null && live !== 'off') said.push(`live=${live}`);
  if (aria('busy') === 'true') said.push('busy');
  return said;
}

function valueOf(element: Element): string | null {
  if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.text ?? '';
  if (
    element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'button', 'submit'].includes(element.type)
  ) {
    return element.type === 'password' ? '•'.repeat(element.value.length) : element.value;
  }
  if (element instanceof HTMLTextAreaElement) return element.value;
  return null;
}

/**
 * The element's role, where dom-accessibility-api 0.7.1 and the browsers part: a row's `<th
 * scope="row">` heads its row, and a file input is a button the browsers name by its label.
 */
function roleOf(element: Element): string {
  if (element.localName === 'th' && element.getAttribute('scope') === 'row') return 'rowheader';
  if (element instanceof HTMLInputElement && element.type === 'file') return 'button';
  return getRole(element) ?? 'generic';
}

/** The lines of the tree under `root`, in reading order. */
export function accessibilityTree(root: Element = document.body): TreeLine[] {
  const lines: TreeLine[] = [];
  let text = '';
  let textDepth = 0;
  const flush = () => {
    const said = squash(text);
    if (said !== '') lines.push({ depth: textDepth, role: 'text', name: '', text: `text "${said}"` });
    text = '';
  };
  const walk = (node: Node, depth: number): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (text === '') textDepth = depth;
      text += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    if (['script', 'style', 'template', 'noscript'].includes(node.localName)) return;
    if (isInaccessible(node)) return;
    const role = roleOf(node);
    // A section or form without a name is no landmark (HTML-AAM): it only groups.
    const unnamedGroup = (role === 'region' || role === 'form') && squash(computeAccessibleName(node)) === '';
    if ((TRANSPARENT.has(role) || unnamedGroup) && node.getAttribute('aria-live') === null) {
      // A block's text is a line of its own; an inline element's runs on with its neighbours'.
      const block = !getComputedStyle(node).display.startsWith('inline');
      if (block) flush();
      for (const child of node.childNodes) walk(child, depth);
      if (block) flush();
      return;
    }
    flush();
    const name = squash(computeAccessibleName(node));
    const description = squash(computeAccessibleDescription(node));
    const value = valueOf(node);
    const parts = [role, ...(name === '' ? [] : [JSON.stringify(name)]), ...states(node, role).map((s) => `[${s}]`)];
    if (value !== null && value !== '') parts.push(`value=${JSON.stringify(value)}`);
    if (description !== '') parts.push(`description=${JSON.stringify(description)}`);
    lines.push({ depth, role, name, text: parts.join(' ') });
    if (NAMED_FROM_CONTENT.has(role) || node instanceof HTMLSelectElement || role === 'img') return;
    for (const child of node.childNodes) walk(child, depth + 1);
    flush();
  };
  walk(root, 0);
  flush();
  return lines;
}
