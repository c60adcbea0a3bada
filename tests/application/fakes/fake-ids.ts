import type { Ids } from '../../../src/application/ports/ids.port';

export class FakeIds implements Ids {
  private count = 0;
  next(): string {
    this.count += 1;
    return `id-${this.count}`;
  }
}
