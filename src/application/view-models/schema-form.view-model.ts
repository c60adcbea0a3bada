import { inject, injectable } from 'inversify';
import type { IComputedValue } from 'mobx';
import { computed, observable, observableRef } from 'mobx';
import type { AddItemBlock } from '../../domain/forms/array-rules';
import { addItemBlock, canDeleteItem } from '../../domain/forms/array-rules';
import { formAnswer } from '../../domain/forms/form-answer';
import type { FormPath } from '../../domain/forms/form-path';
import { childPath, fieldAt, isWithin, parentPath, pathSegments, valueAt } from '../../domain/forms/form-path';
import type { ObjectFormSchema } from '../../domain/forms/form-schema';
import { initialFormValue, startingItem } from '../../domain/forms/initial-form-value';
import { LICENSE_NUMBER_FORMAT, licenseContextAt, licenseNumberHint } from '../../domain/forms/license-context';
import type { FormErrors } from '../../domain/forms/validate-form';
import { isBlankValue, sameFormErrors, validateForm } from '../../domain/forms/validate-form';
import { parseFormSchema } from '../../domain/forms/parse-form-schema';
import type { Question } from '../../domain/questions/question';
import type { ErrorReporter } from '../ports/error-reporter.port';
import { ERROR_REPORTER } from '../ports/error-reporter.port';
import { ErrorViewModel } from './error.view-model';
import { makeViewModelObservable } from './view-model-observable';

/** A field in error, as the error summary lists it. */
export interface FormErrorEntry {
  readonly path: FormPath;
  readonly message: string;
}

/** What a submit gives: the answer to send, or the fields in error in document order. */
export type FormSubmitOutcome =
  | { readonly ok: true; readonly answer: Record<string, unknown> }
  | { readonly ok: false; readonly errors: readonly FormErrorEntry[] };

export interface OpenFormOptions {
  /** Role-based access locks the whole form (spec 001 §6). */
  readonly locked: boolean;
  /**
   * Told of every edit (each keystroke): the question counts the applicant as typing, so polling
   * does not replace the state meanwhile (spec 000 §4), though the value reaches the question only
   * when focus leaves a field (takeEdits).
   */
  readonly onEdit?: () => void;
}

const nothing = (): void => {};

const EMPTY_SCHEMA: ObjectFormSchema = { type: 'object', properties: {} };

/**
 * The state of one schema-driven form (spec 001 §10.3): its value, which fields were touched,
 * whether a submit was tried, every field's message, and the list operations.
 *
 * Fine-grained on purpose (a keystroke must re-render only its own field, and cost only its own
 * field, even in a form of 300 fields): the value is a deep observable, so a field that reads its
 * own path observes only that property; touched paths live in an observable map (observed per
 * key); each field reads its own message through a cached computed of its path over validateForm
 * (the one rule) asked for that path alone (`within`), which checks that field and what leads to
 * it, so a keystroke re-checks the fields that depend on it, not the whole form, and tells a field
 * only when its message changes. The whole form's messages (the error summary, a submit) are one
 * computed of their own, compared structurally.
 */
@injectable()
export class SchemaFormViewModel {
  schema: ObjectFormSchema = EMPTY_SCHEMA;
  value: Record<string, unknown> = {};
  locked = false;
  /** A submit was tried: every field shows its message (spec 001 §10.3). */
  submitted = false;
  readonly touched = observable.map<FormPath, true>();
  /**
   * The applicant changed something since the form opened: edits a reload would lose, so the page
   * warns before it is left (the form's question; spec is silent). Set by any edit, even one undone
   * by hand (comparing the whole value per keystroke would cost a form with a 2 MB logo too much);
   * cleared when a form opens. Sent edits need no clearing: a sent form leaves the screen.
   */
  unsentEdits = false;
  /** The value changed since takeEdits last handed it over. */
  private edited = false;
  private onEdit: () => void = nothing;
  private readonly messages = new Map<FormPath, IComputedValue<string | null>>();
  private readonly validity = new Map<FormPath, IComputedValue<boolean>>();
  private readonly blankness = new Map<FormPath, IComputedValue<boolean>>();
  private readonly allErrors: IComputedValue<FormErrors> = computed(
    () => {
      const result = validateForm(this.schema, this.value, { locked: this.locked });
      return result.ok ? result.value : {};
    },
    // A keystroke that changes no message leaves the error summary alone (a small comparer of our
    // own: MobX's structural one would add its deep-equal to the start bundle, which shares MobX).
    { equals: sameFormErrors },
  );

  constructor(
    @inject(ErrorViewModel) private readonly error: ErrorViewModel,
    @inject(ERROR_REPORTER) private readonly reporter: ErrorReporter,
  ) {
    // The schema is read, never edited: kept as it is rather than copied into observables.
    makeViewModelObservable(
      this,
      ['error', 'reporter', 'touched', 'edited', 'onEdit', 'messages', 'validity', 'blankness', 'allErrors'],
      {
        schema: observableRef,
      },
    );
  }

  /**
   * Opens the form of a 'smart-attribute:json-schema' question: its `metadata.schema`, locked when
   * `metadata.roleBasedAccess` is set, from the kept answer. A schema that cannot be read shows the
   * error page 'unexpected' and is reported with the reason only (a path and a rule, no value);
   * answers whether the form opened.
   */
  openQuestion(question: Question, kept: unknown, onEdit?: () => void): boolean {
    const root = parseFormSchema(question.metadata.schema);
    if (!root.ok) {
      this.reporter.report(new Error(`the form schema of a json-schema question cannot be read: ${root.error}`), {
        attrType: question.attrType,
      });
      this.error.fail('unexpected');
      return false;
    }
    this.open(root.value, kept, { locked: question.metadata.roleBasedAccess === true, onEdit });
    return true;
  }

  /** Opens a form with the kept answer (else the schema's defaults); nothing touched yet. */
  open(schema: ObjectFormSchema, kept: unknown, { locked, onEdit = nothing }: OpenFormOptions): void {
    this.messages.clear();
    this.validity.clear();
    this.blankness.clear();
    this.schema = schema;
    this.value = initialFormValue(schema, kept);
    this.locked = locked;
    this.submitted = false;
    this.touched.clear();
    this.edited = false;
    this.unsentEdits = false;
    this.onEdit = onEdit;
  }

  valueAt(path: FormPath): unknown {
    return valueAt(this.value, path);
  }

  /** Sets one field's value; the field's own observers (and only they) hear of it. */
  setValue(path: FormPath, value: unknown): void {
    const parent = parentPath(path);
    if (parent === null) return;
    const holder = valueAt(this.value, parent);
    const key = pathSegments(path).at(-1) ?? '';
    if (Array.isArray(holder)) holder[Number(key)] = value;
    else if (typeof holder === 'object' && holder !== null) (holder as Record<string, unknown>)[key] = value;
    else return;
    this.noteEdit();
  }

  private noteEdit(): void {
    this.edited = true;
    this.unsentEdits = true;
    this.onEdit();
  }

  /** The applicant left the field (spec 001 §10.3). */
  touch(path: FormPath): void {
    if (!this.touched.has(path)) this.touched.set(path, true);
  }

  isTouched(path: FormPath): boolean {
    return this.submitted || this.touched.has(path);
  }

  /** Every message, keyed by path in document order. */
  get errors(): FormErrors {
    return this.allErrors.get();
  }

  /** The messages at and inside a path, from checking that part of the form alone. */
  private errorsWithin(path: FormPath): FormErrors {
    const result = validateForm(this.schema, this.value, { locked: this.locked, within: path });
    return result.ok ? result.value : {};
  }

  /** The field's message, shown or not. */
  errorAt(path: FormPath): string | null {
    let message = this.messages.get(path);
    if (message === undefined) {
      message = computed(() => this.errorsWithin(path)[path] ?? null);
      this.messages.set(path, message);
    }
    return message.get();
  }

  /** The message the field shows: only once it is touched or a submit was tried. */
  shownErrorAt(path: FormPath): string | null {
    return this.isTouched(path) ? this.errorAt(path) : null;
  }

  /** Whether the field and everything inside it is valid (an array's add rule reads it). */
  isValidWithin(path: FormPath): boolean {
    let valid = this.validity.get(path);
    if (valid === undefined) {
      valid = computed(() => Object.keys(this.errorsWithin(path)).length === 0);
      this.validity.set(path, valid);
    }
    return valid.get();
  }

  /**
   * Nothing is filled in at the path (isBlankValue): an optional list's items are required only
   * once it is not (isItemRequired). Cached per path, so a list hears only when that flips.
   */
  isBlankAt(path: FormPath): boolean {
    let blank = this.blankness.get(path);
    if (blank === undefined) {
      blank = computed(() => isBlankValue(this.valueAt(path)));
      this.blankness.set(path, blank);
    }
    return blank.get();
  }

  /** The hint 'Eg. {example}' of a licence-number field inside a licence-state form (spec 001 §5.16). */
  licenseHintAt(path: FormPath): string | null {
    const field = fieldAt(this.schema, path);
    if (field?.schema.format !== LICENSE_NUMBER_FORMAT) return null;
    return licenseNumberHint(field.schema, licenseContextAt(this.schema, this.value, path));
  }

  /** The number of items of a list field. */
  itemCount(path: FormPath): number {
    const items = this.valueAt(path);
    return Array.isArray(items) ? items.length : 0;
  }

  /** What stops an add to a list (full, or invalid: spec 001 §10.3), null when nothing does. */
  addBlock(path: FormPath): AddItemBlock | null {
    const field = fieldAt(this.schema, path);
    return field === undefined ? null : addItemBlock(field.schema, this.itemCount(path), this.isValidWithin(path));
  }

  /** Add is allowed while the list is valid and below maxItems (spec 001 §10.3); never when locked. */
  canAdd(path: FormPath): boolean {
    return !this.locked && fieldAt(this.schema, path) !== undefined && this.addBlock(path) === null;
  }

  /** Items can be deleted while the count exceeds minItems (spec 001 §10.3); never when locked. */
  canDelete(path: FormPath): boolean {
    const field = fieldAt(this.schema, path);
    return !this.locked && field !== undefined && canDeleteItem(field.schema, this.itemCount(path));
  }

  /** Adds a new item (its default, else empty) at the end of a list. */
  addItem(path: FormPath): void {
    const field = fieldAt(this.schema, path);
    const items = this.valueAt(path);
    if (!this.canAdd(path) || field?.schema.items === undefined) return;
    if (Array.isArray(items)) items.push(startingItem(field.schema.items));
    else this.setValue(path, [startingItem(field.schema.items)]);
    this.noteEdit();
  }

  /**
   * Deletes one item. The touched marks of the items after it move up with them, so a message
   * shown on an item stays on that item.
   */
  removeItem(path: FormPath, index: number): void {
    const items = this.valueAt(path);
    if (!this.canDelete(path) || !Array.isArray(items) || index < 0 || index >= items.length) return;
    items.splice(index, 1);
    this.shiftTouched(path, index);
    this.noteEdit();
  }

  private shiftTouched(listPath: FormPath, removed: number): void {
    const prefix = `${listPath}/`;
    const moved: FormPath[] = [];
    for (const path of [...this.touched.keys()]) {
      if (!path.startsWith(prefix)) continue;
      const [head = '', ...rest] = path.slice(prefix.length).split('/');
      const index = Number(head);
      this.touched.delete(path);
      if (index === removed) continue;
      const at = index > removed ? index - 1 : index;
      moved.push([childPath(listPath, at), ...rest].join('/'));
    }
    for (const path of moved) this.touched.set(path, true);
  }

  /** Whether an optional nested object is present (its fields shown), rather than removed. */
  isPresent(path: FormPath): boolean {
    const value = this.valueAt(path);
    return typeof value === 'object' && value !== null;
  }

  /** Removes an optional nested object (the delete (x) icon, spec 001 §10.2): it is sent as absent. */
  removeObject(path: FormPath): void {
    const field = fieldAt(this.schema, path);
    if (this.locked || field === undefined || field.required) return;
    this.setValue(path, null);
    for (const touched of [...this.touched.keys()]) if (isWithin(touched, path)) this.touched.delete(touched);
  }

  /** Brings a removed optional object back, from its defaults. */
  restoreObject(path: FormPath): void {
    const field = fieldAt(this.schema, path);
    if (this.locked || field === undefined) return;
    this.setValue(path, startingItem(field.schema));
  }

  /** The answer the form sends now (formAnswer). */
  get answer(): Record<string, unknown> {
    return formAnswer(this.schema, this.value);
  }

  /**
   * Submit (spec 001 §10.3): every field counts as touched; the answer when the form is valid,
   * else the fields in error in document order.
   */
  submit(): FormSubmitOutcome {
    this.submitted = true;
    const errors = Object.entries(this.errors).map(([path, message]) => ({ path, message }));
    return errors.length === 0 ? { ok: true, answer: this.answer } : { ok: false, errors };
  }

  /**
   * The value as plain data when it changed since the last call, else null: the question keeps it
   * (on blur and before a submit, not per keystroke) so 'Do this later' and a failed call keep it.
   */
  takeEdits(): Record<string, unknown> | null {
    if (!this.edited) return null;
    this.edited = false;
    // The value is JSON (the form only ever holds JSON values), so a JSON copy is its plain data;
    // MobX's toJS would add its own code to the start bundle, which shares MobX.
    return JSON.parse(JSON.stringify(this.value)) as Record<string, unknown>;
  }
}
