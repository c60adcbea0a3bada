/**
 * @jest-environment jsdom
 */
import { renderConfigError, renderSandboxPage } from '../../src/main/start-page';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  return root;
}

const SCENARIOS = [
  { name: 'applicant', description: 'Full name, SSN, date of birth, address and FCRA consent.' },
  { name: 'business-home-services', description: '' },
];

describe('the start page', () => {
  it('shows the configuration problem as an alert', () => {
    const root = page();
    renderConfigError(root, 'config.json: environment must be one of dev, int');
    expect(root.querySelector('h1')?.textContent).toBe('This page cannot start');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('config.json: environment must be one of dev, int');
  });

  it('lists every sandbox scenario as a button with its description', () => {
    const root = page();
    renderSandboxPage(root, SCENARIOS, { create: jest.fn(), open: jest.fn() });
    expect(root.querySelector('h1')?.textContent).toBe('Attest sandbox');
    const items = [...root.querySelectorAll('ul[aria-label="Scenarios"] li')];
    expect(items.map((item) => item.querySelector('button')?.textContent)).toEqual([
      'applicant',
      'business-home-services',
    ]);
    expect(items[0]?.textContent).toContain('FCRA consent');
  });

  it('creates a fresh instance and opens its link when a scenario is picked', async () => {
    const root = page();
    const open = jest.fn();
    const create = jest.fn(async () => ({ url: 'http://127.0.0.1:8080/?rprId=R9&canary=C9' }));
    renderSandboxPage(root, SCENARIOS, { create, open });
    root.querySelector('button')?.click();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Creating applicant…');
    await flush();
    expect(create).toHaveBeenCalledWith('applicant');
    expect(open).toHaveBeenCalledWith('http://127.0.0.1:8080/?rprId=R9&canary=C9');
  });

  it('says so when the sandbox cannot create the scenario, and lets the tester try again', async () => {
    const root = page();
    const open = jest.fn();
    renderSandboxPage(root, SCENARIOS, {
      create: async () => ({ failure: 'The sandbox could not create applicant.' }),
      open,
    });
    const button = root.querySelector('button')!;
    button.click();
    await flush();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('The sandbox could not create applicant.');
    expect(button.disabled).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows an unreachable sandbox as an alert', () => {
    const root = page();
    renderSandboxPage(root, { failure: 'The sandbox backend did not answer.' }, { create: jest.fn(), open: jest.fn() });
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('The sandbox backend did not answer.');
  });

  it('shows names and descriptions as text, never as markup', () => {
    const root = page();
    const hostile = '<img src=x onerror="alert(1)">';
    renderSandboxPage(root, [{ name: hostile, description: hostile }], { create: jest.fn(), open: jest.fn() });
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('button')?.textContent).toBe(hostile);
  });
});
