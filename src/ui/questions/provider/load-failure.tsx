import { observer } from 'mobx-react-lite';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';

/** A list that failed to load, with a retry (spec is silent: see PROVIDER_FIELD_TEXTS.loadFailed). */
export const LoadFailure = observer(function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{PROVIDER_FIELD_TEXTS.loadFailed}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {PROVIDER_FIELD_TEXTS.retry}
      </button>
    </div>
  );
});
