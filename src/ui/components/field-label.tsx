import type { ReactNode } from 'react';

/** An input's visible label; a required input's asterisk is for the eye only (the input says required). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}
