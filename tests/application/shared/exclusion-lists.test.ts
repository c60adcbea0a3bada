import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(__dirname, '../../../src/application/view-models');

/** The names of the constructor's injected collaborators, and the names the view model leaves out of MobX. */
function namesIn(source: string): { injected: string[]; excluded: string[] | null } {
  const injected = [...source.matchAll(/@inject\([^)]*\)\s+(?:private |protected |public )?readonly (\w+)/g)].map(
    (match) => match[1] ?? '',
  );
  const list = /makeViewModelObservable\(\s*this,\s*\[([^\]]*)\]/.exec(source);
  const excluded = list === null ? null : [...(list[1] ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');
  return { injected, excluded };
}

describe('the MobX exclusion list of every view model', () => {
  const files = readdirSync(DIR).filter((name) => name.endsWith('.view-model.ts') || name.endsWith('.store.ts'));

  it('finds the view models', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s leaves every injected collaborator out of MobX', (file) => {
    const source = readFileSync(join(DIR, file), 'utf8');
    // Named annotations (makeObservable with a map) make only the named members observable: safe by construction.
    if (/makeObservable\(this, \{/.test(source)) return;
    const { injected, excluded } = namesIn(source);
    expect(excluded).not.toBeNull();
    expect(injected.filter((name) => !(excluded ?? []).includes(name))).toEqual([]);
  });
});
