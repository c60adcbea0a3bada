import { SHELL_TEXTS } from '../texts/shell-texts';

/** A busy indicator with a text for screen readers and sighted users alike. */
export function Spinner({ label = SHELL_TEXTS.pleaseWait }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
