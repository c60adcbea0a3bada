import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type { SchemaFormViewModel } from '../../application/view-models/schema-form.view-model';
import type { FormPath } from '../../domain/forms/form-path';
import type { FormSchema } from '../../domain/forms/form-schema';

/** One node of a form: where it is, its schema, whether it is required, and its nesting depth. */
export interface FormNodeProps {
  readonly path: FormPath;
  readonly schema: FormSchema;
  readonly required: boolean;
  /** Nesting depth: 0 is the form itself, whose heading is the question's h1. */
  readonly depth: number;
  /** An item of a list: its group names it. */
  readonly item?: boolean;
  /**
   * Inside a read-only object or list: disabled like a read-only field (spec 001 §10.5), as the
   * form's check skips the whole read-only part.
   */
  readonly readOnly?: boolean;
}

/** What every field of a schema form reads from the form around it. */
export interface FormContextValue {
  readonly form: SchemaFormViewModel;
  /** Prefix of every field id (unique per question). */
  readonly idPrefix: string;
  /** The answer is being sent: every field is disabled meanwhile. */
  readonly busy: boolean;
  /**
   * Draws a nested node (form-node.tsx): handed down rather than imported, since objects and
   * lists draw nodes and a node draws objects and lists.
   */
  readonly Node: ComponentType<FormNodeProps>;
}

export const FormContext = createContext<FormContextValue | null>(null);

/**
 * The form around a field. A field without its parent form is a programmer error (spec 001 §10):
 * it throws, which fails loudly in development and, in production, reaches the error boundary,
 * which reports it and shows the error page.
 */
export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (context === null) throw new Error('a schema form field was rendered outside its form');
  return context;
}
