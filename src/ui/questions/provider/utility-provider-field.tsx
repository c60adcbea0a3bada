import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProviderLookupViewModel } from '../../../application/view-models/provider-lookup.view-model';
import { submissionFor } from '../../../domain/encoding/submission';
import { encodeUtilityCredentials } from '../../../domain/encoding/utility-credentials';
import { UTILITY_TEXTS, validateUtilityLogin } from '../../../domain/validation/utility-credentials';
import { useInstance } from '../../app/resolver';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import type { FieldProps } from '../field-props';
import { LoadFailure } from './load-failure';
import { LookupCombobox } from './lookup-combobox';
import { SupportContactLine } from './support-contact';

/**
 * What the utility field keeps in screen.value while the screen is open (memory only: the password
 * is never logged, reported or stored in the browser).
 */
export interface UtilityValue {
  readonly query: string;
  /** The picked provider's canonical name, '' until one is picked. */
  readonly provider: string;
  readonly username: string;
  readonly password: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function utilityValueOf(value: unknown): UtilityValue {
  if (typeof value !== 'object' || value === null) return { query: '', provider: '', username: '', password: '' };
  const kept = value as Record<string, unknown>;
  return {
    query: text(kept.query),
    provider: text(kept.provider),
    username: text(kept.username),
    password: text(kept.password),
  };
}

/**
 * The utility provider question (spec 001 §2.1, §5.13): an autocomplete 'Utility providers'; after
 * a pick, the provider's username-or-email and password; 'Sorry, this utility provider is not
 * available' with the support contact when nothing matches. The frame's submit reads 'Authorize'.
 */
export const UtilityProviderField = observer(function UtilityProviderField(props: FieldProps) {
  const { question, screen, idPrefix, setCaptured } = props;
  const lookup = useInstance(ProviderLookupViewModel);
  const value = utilityValueOf(screen.value);

  useEffect(() => {
    void lookup.loadUtilityProviders();
  }, [lookup]);

  const { provider, username, password } = value;
  useEffect(() => {
    const login = { provider, username, password };
    setCaptured(
      validateUtilityLogin(login).valid
        ? { submission: submissionFor(question, encodeUtilityCredentials(login)) }
        : null,
    );
  }, [provider, username, password, question, setCaptured]);

  const change = (patch: Partial<UtilityValue>) => screen.changeValue({ ...value, ...patch });
  const matches = provider === '' ? lookup.utilityMatches(value.query) : [];
  const unavailable =
    lookup.utilityStatus === 'loaded' && provider === '' && value.query.trim() !== '' && matches.length === 0;
  const noticeId = `${idPrefix}-unavailable`;

  return (
    <>
      {lookup.utilityStatus === 'error' ? <LoadFailure onRetry={() => void lookup.loadUtilityProviders()} /> : null}
      {lookup.utilityStatus === 'loading' ? <Spinner /> : null}
      <LookupCombobox
        id={`${idPrefix}-provider`}
        label={UTILITY_TEXTS.autocompleteLabel}
        query={value.query}
        onQueryChange={(query) => change({ query, provider: '' })}
        options={matches.map((match) => ({ key: match.canonicalName, label: match.displayName }))}
        onPick={(index) => {
          const picked = matches[index];
          if (picked !== undefined) change({ query: picked.displayName, provider: picked.canonicalName });
        }}
        describedBy={unavailable ? noticeId : null}
      />
      {unavailable ? (
        <div id={noticeId} className="alert alert--warning" role="status">
          <p className="alert__heading">{UTILITY_TEXTS.unavailable}</p>
          <SupportContactLine />
        </div>
      ) : null}
      {provider !== '' ? (
        <>
          <TextField
            id={`${idPrefix}-username`}
            label={PROVIDER_FIELD_TEXTS.username}
            value={username}
            onChange={(next) => change({ username: next })}
            autoComplete="username"
            required
          />
          <TextField
            id={`${idPrefix}-password`}
            label={PROVIDER_FIELD_TEXTS.password}
            type="password"
            value={password}
            onChange={(next) => change({ password: next })}
            autoComplete="current-password"
            required
          />
        </>
      ) : null}
    </>
  );
});
