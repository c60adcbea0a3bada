import type { Navigator } from '../../../src/application/ports/navigator.port';
import type { ShownText } from '../../../src/domain/language/shown-text';
import { shownText } from '../../../src/domain/language/shown-text';

export class FakeNavigator implements Navigator {
  readonly visited: string[] = [];
  readonly redirects: string[] = [];
  reloads = 0;
  private leaveQuestion: ShownText | null = null;
  /** The question leaving asks now (a catalogue text is read as the browser would, when asked). */
  get leaveWarning(): string | null {
    return this.leaveQuestion === null ? null : shownText(this.leaveQuestion);
  }
  constructor(
    private readonly where = {
      origin: 'https://attest.example',
      host: 'attest.example',
      pathname: '/overview',
      search: '',
    },
  ) {}
  go(path: string): void {
    this.visited.push(path);
  }
  redirect(url: string): void {
    this.redirects.push(url);
  }
  reload(): void {
    this.reloads += 1;
  }
  guardLeaving(message: ShownText | null): void {
    this.leaveQuestion = message;
  }
  guarded(): boolean {
    return this.leaveQuestion !== null;
  }
  private refusedListener: (() => void) | null = null;
  onRefusedMove(listener: (() => void) | null): void {
    this.refusedListener = listener;
  }
  /** The browser's Back or Forward while guarded, as the real navigator refuses it. */
  pressBack(): void {
    if (this.guarded()) this.refusedListener?.();
  }
  location() {
    return this.where;
  }
  /** What the page was loaded with; the test sets it. */
  opened: string | null = null;
  openedAddress(): string | null {
    return this.opened;
  }
  get current(): string | undefined {
    return this.visited[this.visited.length - 1];
  }
}
