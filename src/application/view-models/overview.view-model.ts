import { inject, injectable } from 'inversify';
import { acceptAddress } from '../../domain/links/address';
import type { QuestionField } from '../../domain/questions/field-kind';
import { fieldKindOf } from '../../domain/questions/field-kind';
import type { OverviewItem } from '../../domain/questions/overview';
import { overviewItems } from '../../domain/questions/overview';
import { overviewHeader, overviewIntro } from '../../domain/questions/overview-header';
import type { QuestionIcon } from '../../domain/questions/question';
import { tileIconOf } from '../../domain/questions/tile-icon';
import { returnLinkOf } from '../../domain/session/return-link';
import type { AppSettings } from '../ports/app-settings.port';
import { APP_SETTINGS } from '../ports/app-settings.port';
import { InterviewStore } from './interview.store';
import { makeViewModelObservable } from './view-model-observable';

/** One tile of the overview: its item, the question's description and the icon its metadata names. */
export interface OverviewTile extends OverviewItem {
  readonly description: string | null;
  readonly icon: QuestionIcon;
  /** The field its question shows (null for a type the app cannot show), so its code can be fetched ahead. */
  readonly field: QuestionField | null;
}

/**
 * The questions list (spec 000 §2 'Questions list'): the header, the intro, one tile per visible
 * question in the domain's order, the issuer's logo and the Return link. It reads the interview
 * store; the overview screen renders it.
 */
@injectable()
export class OverviewViewModel {
  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
  ) {
    makeViewModelObservable(this, ['interview', 'settings']);
  }

  get overview(): readonly OverviewItem[] {
    return overviewItems(this.interview.questions);
  }

  get tiles(): readonly OverviewTile[] {
    return this.overview.map((item) => {
      const question = this.interview.question(item.attrType);
      const field = question === undefined ? null : fieldKindOf(question);
      return {
        ...item,
        description: question?.metadata.description ?? null,
        icon: tileIconOf(question),
        field: field?.ok === true ? field.value : null,
      };
    });
  }

  get overviewHeader(): string {
    return overviewHeader({
      issuerName: this.interview.issuer?.displayName,
      logoShown: this.logo !== null,
      questions: this.interview.questions,
    });
  }

  get overviewIntro(): string {
    return overviewIntro(this.interview.snapshot?.summary);
  }

  /**
   * The issuer's wordmark in the header, if it has one the app may draw: an absolute https address
   * (http on loopback) from an allowed image origin. Any other (javascript:, data:, //host, a host
   * the policy would block) shows the issuer's name instead, as if there were no logo.
   */
  get logo(): string | null {
    const uri = this.interview.issuer?.wordmarkUri ?? null;
    return uri === null ? null : acceptAddress(uri, 'image', this.settings.imageOrigins);
  }

  get issuerName(): string {
    return this.interview.issuer?.displayName ?? '';
  }

  /** The overview's 'Return' link (enableReturn and a continueUrl), only when it is a safe address. */
  get returnLink(): string | null {
    const link = returnLinkOf(this.interview.session);
    return link === null ? null : acceptAddress(link, 'navigate');
  }
}
