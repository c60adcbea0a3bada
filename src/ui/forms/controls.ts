import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { FormFieldKind } from '../../domain/forms/field-kind';
import type { JsonPrimitive } from '../../domain/forms/form-schema';
import { BooleanControl } from './boolean-control';
import type { ControlProps } from './control-props';
import { NumberControl } from './number-control';
import { TextControl } from './text-control';
import { TextareaControl } from './textarea-control';

/** The value each control kind takes (decision of issue 15, 'Controls contract'). */
export interface ControlValues {
  readonly text: string;
  readonly textarea: string;
  readonly email: string;
  /** '+' and digits, or ''. */
  readonly phone: string;
  /** The text typed (formAnswer makes it a number). */
  readonly number: string;
  readonly integer: string;
  readonly boolean: boolean | null;
  /** HTML. */
  readonly html: string;
  /** yyyy-MM-dd when the typed text is a real date, else the typed text itself. */
  readonly date: string;
  /** '#rrggbb'. */
  readonly color: string;
  readonly enum: JsonPrimitive | null;
  readonly 'multi-select': readonly JsonPrimitive[];
  /** A data URL, or ''. */
  readonly 'image-url': string;
}

/** Every field kind drawn by a control: all but the object, the array and const (which draws nothing). */
export type ControlKind = keyof ControlValues;

type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Fails to compile when a field kind is added without a control kind, or the other way round. */
export const CONTROL_KINDS_ARE_LEAF_KINDS: Exact<
  ControlKind,
  Exclude<FormFieldKind, 'object' | 'array' | 'const'>
> = true;

type Control<V> = ComponentType<ControlProps<V>> | LazyExoticComponent<ComponentType<ControlProps<V>>>;

export interface ControlEntry<V> {
  readonly control: Control<V>;
  /**
   * How the frame names the control: 'for', a `<label for>` on the control's `id`; 'group', a
   * label element with `labelId` that the control's group names itself by (aria-labelledby).
   */
  readonly labelled: 'for' | 'group';
}

/** A control in a chunk of its own, loaded when a field of its kind is first on screen. */
export const lazyControl = <V>(load: () => Promise<ComponentType<ControlProps<V>>>): Control<V> =>
  lazy(async () => ({ default: await load() }));

/**
 * The control of every field kind: the plain inputs in the renderer's chunk; the heavy controls
 * (rich text, the date and colour pickers, the dropdowns, the image, the phone number with its
 * country list) each in a chunk of its own,
 * loaded when a field of its kind is first on screen.
 */
export const CONTROLS: { readonly [K in ControlKind]: ControlEntry<ControlValues[K]> } = {
  text: { control: TextControl, labelled: 'for' },
  email: { control: TextControl, labelled: 'for' },
  textarea: { control: TextareaControl, labelled: 'for' },
  number: { control: NumberControl, labelled: 'for' },
  integer: { control: NumberControl, labelled: 'for' },
  phone: {
    control: lazyControl(async () => (await import('./phone/phone-control')).PhoneControl),
    labelled: 'for',
  },
  boolean: { control: BooleanControl, labelled: 'group' },
  html: {
    control: lazyControl(async () => (await import('./rich-text/rich-text-control')).RichTextControl),
    labelled: 'group',
  },
  date: {
    control: lazyControl(async () => (await import('./date-picker/date-picker')).DatePicker),
    labelled: 'for',
  },
  color: {
    control: lazyControl(async () => (await import('./colour-picker/colour-picker')).ColourPicker),
    labelled: 'for',
  },
  enum: {
    control: lazyControl(
      async () => (await import(/* webpackChunkName: "form-dropdown" */ './dropdown/single-select')).SingleSelect,
    ),
    labelled: 'group',
  },
  'multi-select': {
    control: lazyControl(
      async () => (await import(/* webpackChunkName: "form-dropdown" */ './dropdown/multi-select')).MultiSelect,
    ),
    labelled: 'group',
  },
  'image-url': {
    control: lazyControl(async () => (await import('./image-url/image-url-control')).ImageUrlControl),
    labelled: 'group',
  },
};
