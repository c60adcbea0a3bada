import { observer } from 'mobx-react-lite';
import { SHELL_TEXTS } from '../texts/shell-texts';

/** A busy indicator with a text for screen readers and sighted users alike ('Please wait...' unless told). */
export const Spinner = observer(function Spinner({ label }: { label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label ?? SHELL_TEXTS.pleaseWait}</span>
    </div>
  );
});
