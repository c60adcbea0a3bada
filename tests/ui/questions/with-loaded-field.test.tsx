import { render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { FieldProps } from '../../../src/ui/questions/field-props';
import { lazyField } from '../../../src/ui/questions/lazy-field';
import { WithLoadedField } from '../../../src/ui/questions/with-loaded-field';

/** A field whose chunk loads when the test says; once it has failed, every load fails (offline). */
function controlledField() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  let offline: Error | null = null;
  const Field = (_props: FieldProps) => <p>the field</p>;
  const entry = lazyField(() =>
    offline !== null
      ? Promise.reject(offline)
      : new Promise((resolve, reject) => {
          settle = {
            resolve: () => resolve(Field),
            reject: (error) => {
              offline = error;
              reject(error);
            },
          };
        }),
  );
  return { entry, settle: () => settle };
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>the error page</p> : this.props.children;
  }
}

const page = (entry: ReturnType<typeof lazyField>) => (
  <Boundary>
    <Suspense fallback={<p>a Suspense fallback</p>}>
      <WithLoadedField entry={entry}>{(Field) => <Field {...({} as FieldProps)} />}</WithLoadedField>
    </Suspense>
  </Boundary>
);

it('shows the loading screen, not a Suspense fallback, until the field’s chunk has run, then the field', async () => {
  const { entry, settle } = controlledField();
  render(page(entry));
  expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  expect(entry.loaded()).toBeNull();
  settle().resolve();
  expect(await screen.findByText('the field')).toBeInTheDocument();
  expect(screen.queryByText('a Suspense fallback')).toBeNull();
});

it('draws a field whose chunk has already run at once', async () => {
  const { entry, settle } = controlledField();
  const preloaded = entry.preload();
  settle().resolve();
  await preloaded;
  render(page(entry));
  expect(screen.getByText('the field')).toBeInTheDocument();
});

it('hands a chunk that cannot load to the lazy component, whose failure the error boundary shows', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { entry, settle } = controlledField();
  render(page(entry));
  settle().reject(new Error('Loading chunk field-full-name failed.'));
  expect(await screen.findByText('the error page')).toBeInTheDocument();
});
