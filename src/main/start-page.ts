import type { Scenario } from './sandbox-scenarios';

/** What the start page needs from outside: the sandbox calls and where a link leads. */
export interface StartPageActions {
  /** Creates a fresh instance of the scenario; the link to open, or a one-line failure. */
  create(name: string): Promise<{ readonly url: string } | { readonly failure: string }>;
  open(url: string): void;
}

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Readonly<Record<string, string>> = {},
): HTMLElementTagNameMap[K] => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

/**
 * The page shown until the React screens land. Every text goes in through textContent, so
 * nothing the configuration or the sandbox answers can become markup.
 */
export function renderConfigError(root: HTMLElement, message: string): void {
  root.replaceChildren(
    element('h1', 'This page cannot start'),
    element('p', message, { role: 'alert' }),
    element('p', 'Please contact support if this persists.'),
  );
}

/** Spec is silent on the sandbox's start page: one button per scenario opens a fresh instance. */
export function renderSandboxPage(
  root: HTMLElement,
  scenarios: readonly Scenario[] | { readonly failure: string },
  actions: StartPageActions,
): void {
  const status = element('p', '', { role: 'status', 'aria-live': 'polite' });
  const heading = element('h1', 'Attest sandbox');
  if ('failure' in scenarios) {
    root.replaceChildren(heading, element('p', scenarios.failure, { role: 'alert' }));
    return;
  }
  const intro = element('p', 'Pick a scenario: each opens a fresh request or business case in this browser.');
  const list = element('ul', undefined, { 'aria-label': 'Scenarios' });
  for (const scenario of scenarios) {
    const button = element('button', scenario.name, { type: 'button' });
    button.addEventListener('click', () => void openScenario(scenario.name, button, status, actions));
    const item = element('li');
    item.append(button);
    if (scenario.description !== '') item.append(' ', element('span', scenario.description));
    list.append(item);
  }
  root.replaceChildren(heading, intro, list, status);
}

async function openScenario(
  name: string,
  button: HTMLButtonElement,
  status: HTMLElement,
  actions: StartPageActions,
): Promise<void> {
  button.disabled = true;
  status.textContent = `Creating ${name}…`;
  const created = await actions.create(name);
  button.disabled = false;
  if ('failure' in created) {
    status.textContent = created.failure;
    return;
  }
  status.textContent = `Opening ${name}…`;
  actions.open(created.url);
}
