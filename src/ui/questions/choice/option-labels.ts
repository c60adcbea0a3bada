import type { Question } from '../../../domain/questions/question';

/** A question's options (constraints.options), each shown with its custom label when it has one. */
export function optionsOf(question: Question): readonly { readonly value: string; readonly label: string }[] {
  const constraints = question.metadata.constraints;
  return (constraints?.options ?? []).map((value) => ({ value, label: constraints?.customLabels?.[value] ?? value }));
}
