// Runs inside the page under test, in every engine: esbuild bundles this file with Testing
// Library's queries (page-helper.ts), and the driver installs it in each document it queries. The
// same code finds elements by role, label and text in Chromium, WebKit and Firefox, so a locator
// means the same thing in each engine; only clicking and typing go through the engine's driver.
import { queries } from '@testing-library/dom';
import type { Step, TextMatch } from '../locator-steps';

function matcher(match: TextMatch, exact: boolean): string | RegExp | ((content: string) => boolean) {
  if (typeof match !== 'string') return new RegExp(match.regex, match.flags);
  if (exact) return match;
  const wanted = match.toLowerCase();
  return (content: string) => content.toLowerCase().includes(wanted);
}

function matches(text: string, match: TextMatch): boolean {
  const normal = text.replace(/\s+/g, ' ').trim();
  if (typeof match !== 'string') return new RegExp(match.regex, match.flags).test(normal);
  return normal.toLowerCase().includes(match.toLowerCase());
}

/**
 * The innermost elements whose whole text matches, as Playwright's getByText finds them: a text
 * split over several elements (a label and its '(In progress)' span) is found on their parent.
 * Testing Library's own text query only reads an element's own text nodes.
 */
function byText(root: Element, match: TextMatch, exact: boolean): Element[] {
  const test =
    typeof match !== 'string'
      ? (text: string) => new RegExp(match.regex, match.flags).test(text)
      : exact
        ? (text: string) => text === match
        : (text: string) => text.toLowerCase().includes(match.toLowerCase());
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.closest('script, style, head') !== null) continue;
    if (!test((element.textContent ?? '').replace(/\s+/g, ' ').trim())) continue;
    // Keep the innermost: drop an ancestor already found.
    while (found.length > 0 && found[found.length - 1]!.contains(element)) found.pop();
    found.push(element);
  }
  return found;
}

function apply(containers: readonly Element[], step: Step): Element[] {
  const found = new Set<Element>();
  const add = (elements: Iterable<Element>): void => {
    for (const element of elements) found.add(element);
  };
  for (const container of containers) {
    const root = container as HTMLElement;
    switch (step.by) {
      case 'role':
        add(
          queries.queryAllByRole(root, step.role, {
            ...(step.name === undefined ? {} : { name: matcher(step.name, step.exact ?? true) }),
            ...(step.level === undefined ? {} : { level: step.level }),
          }),
        );
        break;
      case 'text':
        add(byText(root, step.text, step.exact ?? true));
        break;
      case 'label':
        add(queries.queryAllByLabelText(root, matcher(step.label, step.exact ?? true)));
        break;
      case 'css':
        add(root.querySelectorAll(step.css));
        break;
      case 'has-text':
        if (matches(root.textContent ?? '', step.text)) found.add(root);
        break;
      case 'nth': {
        const element = step.index < 0 ? containers.at(step.index) : containers[step.index];
        return element === undefined ? [] : [element];
      }
    }
  }
  // Document order, as a person reads the page.
  return [...found].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Whether a person could see the element: rendered, with a box, not hidden by style. */
function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

let marks = 0;

/** What the driver asks of the page about one locator. */
export interface Resolved {
  readonly count: number;
  readonly visible: boolean;
  /** A CSS selector for the first match, set on it as a data attribute, when `mark` was asked. */
  readonly selector: string | null;
}

export function resolve(steps: readonly Step[], mark: boolean): Resolved {
  const elements = steps.reduce<Element[]>((containers, step) => apply(containers, step), [document.body]);
  const first = elements[0];
  let selector: string | null = null;
  if (mark && first !== undefined) {
    marks += 1;
    first.setAttribute('data-e2e-target', String(marks));
    selector = `[data-e2e-target="${marks}"]`;
  }
  return { count: elements.length, visible: first !== undefined && visible(first), selector };
}

/** All matches, for reading their text or state in the page. */
export function all(steps: readonly Step[]): Element[] {
  return steps.reduce<Element[]>((containers, step) => apply(containers, step), [document.body]);
}
