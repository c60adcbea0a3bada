import type { ComponentType, LazyExoticComponent } from 'react';
import type { QuestionViewModel, SubmitMode } from '../../application/view-models/question.view-model';
import type { Submission } from '../../domain/encoding/submission';
import type { InputKind } from '../../domain/questions/input-kind';
import type { Question } from '../../domain/questions/question';
import type { SmartAttributeKind } from '../../domain/questions/smart-attribute';

/** An answer a field built itself, for kinds whose answer its screen captures (checkKindOf is null). */
export interface CapturedAnswer {
  readonly submission: Submission;
  readonly mode?: SubmitMode;
}

/**
 * What the question frame gives every field. A typed field (checkKindOf not null) keeps its value
 * in `screen` (`screen.value`, `screen.changeValue`, `screen.blur`, `screen.errorMessage`), and the
 * frame's submit button validates, encodes and sends it. A field whose answer is a pick or a
 * capture also keeps its raw value in `screen` (so a failed call or a return keeps it) and hands
 * the frame the finished submission through `setCaptured`, or null while it is incomplete.
 */
export interface FieldProps {
  readonly question: Question;
  readonly screen: QuestionViewModel;
  /** Unique per question: prefix every input id with it. */
  readonly idPrefix: string;
  readonly setCaptured: (answer: CapturedAnswer | null) => void;
  /** Mobile layout (user agent or no hover), for fields that differ by device. */
  readonly mobile: boolean;
  /**
   * The start of the screen's actions row, before 'Do this later' (null until drawn): a field that
   * owns its submit (`ownsSubmit`) draws its button there through a portal, so the submit and 'Do
   * this later' form one row as on every other question instead of two rows stacked.
   */
  readonly actionsSlot: HTMLElement | null;
}

/** The key a field is registered under: an input kind, or 'smart-attribute:{kind}'. */
export type FieldKey = InputKind | `smart-attribute:${SmartAttributeKind}`;

export interface FieldEntry {
  readonly component: LazyExoticComponent<ComponentType<FieldProps>>;
  /** The submit button's label instead of the frame's rule (consent and utility: 'Authorize'). */
  readonly submitLabel?: string;
  /** The field draws its own submit buttons (the individualized assessment's per-charge pages). */
  readonly ownsSubmit?: boolean;
  /** Fetches and runs the component's chunk ahead of its first render (the overview's tiles: question-prefetch.ts). */
  readonly preload: () => Promise<unknown>;
  /** The component once its chunk has run (then it renders without suspending); null before. */
  readonly loaded: () => ComponentType<FieldProps> | null;
}

/** The table of every field key and its field. */
export type FieldTable = { readonly [K in FieldKey]: FieldEntry };

/** One group of the table (typed, choice, provider fields); field-registry.ts joins them into a total table. */
export type FieldGroup = Partial<FieldTable>;
