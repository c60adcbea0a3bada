/**
 * The error under an input: tied to it by id (aria-describedby) and announced as it appears.
 * Renders nothing without a message, so the input's description points only at what exists.
 */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/** The ids an input's aria-describedby lists: its hint and its error, when each is shown. */
export function describedBy(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
}
