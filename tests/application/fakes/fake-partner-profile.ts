import type { PartnerProfile } from '../../../src/application/ports/partner-profile.port';

/**
 * The partner profile port: answers `colour` for any partner, records the partners asked about, and
 * can hold its answer back until `release()` (a profile still loading).
 */
export class FakePartnerProfile implements PartnerProfile {
  readonly asked: string[] = [];
  colour: string | null = null;
  private held: (() => void)[] | null = null;

  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const resume of waiting) resume();
  }

  async primaryColor(partner: string): Promise<string | null> {
    this.asked.push(partner);
    if (this.held !== null) await new Promise<void>((resume) => this.held?.push(resume));
    return this.colour;
  }
}
