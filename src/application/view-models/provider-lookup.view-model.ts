import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import type { ChargeAnswer } from '../../domain/assessment/charge-answer';
import { chargesFromOffenses } from '../../domain/assessment/charges-from-offenses';
import { matchesOf } from '../../domain/validation/academic-provider';
import type { AcademicProvider, InterviewService, UtilityProvider } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

export type LookupStatus = 'idle' | 'loading' | 'loaded' | 'error';

/**
 * The lists the lookup questions pick from (spec 001 §2.1, §6 'loadAcademicProviders',
 * 'loadUtilityProviders'): academic providers (GET /providers/academic), utility providers (GET
 * /providers/utility), and the criminal offenses an individualized assessment has one charge page
 * for (spec 001 §3.4: loaded before the assessment question; the endpoint is the port's assumed
 * one). Each list loads once per page load; a failed load can be retried.
 *
 * Spec is silent on a failed list load: the field shows an error with a retry and keeps what was
 * typed.
 */
@injectable()
export class ProviderLookupViewModel {
  academicProviders: readonly AcademicProvider[] = [];
  academicStatus: LookupStatus = 'idle';
  utilityProviders: readonly UtilityProvider[] = [];
  utilityStatus: LookupStatus = 'idle';
  charges: readonly ChargeAnswer[] = [];
  chargesStatus: LookupStatus = 'idle';

  constructor(
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(InterviewStore) private readonly interview: InterviewStore,
  ) {
    makeViewModelObservable(this, ['service', 'interview']);
  }

  async loadAcademicProviders(): Promise<void> {
    if (this.academicStatus === 'loading' || this.academicStatus === 'loaded') return;
    this.academicStatus = 'loading';
    const result = await this.service.getAcademicProviders();
    runInAction(() => {
      if (result.ok) this.academicProviders = result.value;
      this.academicStatus = result.ok ? 'loaded' : 'error';
    });
  }

  async loadUtilityProviders(): Promise<void> {
    if (this.utilityStatus === 'loading' || this.utilityStatus === 'loaded') return;
    this.utilityStatus = 'loading';
    const result = await this.service.getUtilityProviders();
    runInAction(() => {
      if (result.ok) this.utilityProviders = result.value;
      this.utilityStatus = result.ok ? 'loaded' : 'error';
    });
  }

  /** One blank charge answer per loaded offense (with the spec's default name and date). */
  async loadCharges(): Promise<void> {
    if (this.chargesStatus === 'loading' || this.chargesStatus === 'loaded') return;
    const session = this.interview.session;
    if (session?.kind !== 'interview') {
      this.chargesStatus = 'error';
      return;
    }
    this.chargesStatus = 'loading';
    const result = await this.service.getCriminalOffenses(session.rprId);
    runInAction(() => {
      if (result.ok) this.charges = chargesFromOffenses(result.value);
      this.chargesStatus = result.ok ? 'loaded' : 'error';
    });
  }

  academicMatches(query: string): readonly AcademicProvider[] {
    return matchesOf(this.academicProviders, query, (provider) => provider.name);
  }

  utilityMatches(query: string): readonly UtilityProvider[] {
    return matchesOf(this.utilityProviders, query, (provider) => provider.displayName);
  }
}
