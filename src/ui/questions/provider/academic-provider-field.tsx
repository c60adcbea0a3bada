import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AcademicProvider } from '../../../application/ports/interview-service.port';
import { ProviderLookupViewModel } from '../../../application/view-models/provider-lookup.view-model';
import { encodeAcademicProvider } from '../../../domain/encoding/academic-provider';
import { submissionFor } from '../../../domain/encoding/submission';
import { validateAcademicProvider } from '../../../domain/validation/academic-provider';
import { useInstance } from '../../app/resolver';
import { Spinner } from '../../components/spinner';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import type { FieldProps } from '../field-props';
import { LoadFailure } from './load-failure';
import { LookupCombobox } from './lookup-combobox';

/** What the academic field keeps in screen.value: the text typed and the institution picked. */
export interface AcademicValue {
  readonly query: string;
  readonly provider: AcademicProvider | null;
}

const isProvider = (value: unknown): value is AcademicProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AcademicProvider).name === 'string' &&
  typeof (value as AcademicProvider).id === 'string';

/** The field's value, from what it kept or a stored answer ({ name, id }). */
export function academicValueOf(value: unknown): AcademicValue {
  if (isProvider(value)) return { query: value.name, provider: { name: value.name, id: value.id } };
  if (typeof value === 'object' && value !== null && 'query' in value) {
    const kept = value as { query: unknown; provider: unknown };
    return {
      query: typeof kept.query === 'string' ? kept.query : '',
      provider: isProvider(kept.provider) ? kept.provider : null,
    };
  }
  return { query: '', provider: null };
}

/**
 * The academic provider question (spec 001 §2.1, §5.13): an autocomplete of known institutions,
 * at most 10 matches; the answer is the picked institution's { name, id }. Typing after a pick
 * drops the pick, so only a listed institution is ever sent.
 */
export const AcademicProviderField = observer(function AcademicProviderField(props: FieldProps) {
  const { question, screen, idPrefix, setCaptured } = props;
  const lookup = useInstance(ProviderLookupViewModel);
  const value = academicValueOf(screen.value);

  useEffect(() => {
    void lookup.loadAcademicProviders();
  }, [lookup]);

  const provider = value.provider;
  useEffect(() => {
    setCaptured(
      provider !== null && validateAcademicProvider(provider).valid
        ? { submission: submissionFor(question, encodeAcademicProvider(provider)) }
        : null,
    );
  }, [provider, question, setCaptured]);

  const matches = lookup.academicMatches(value.query);
  const verdict = validateAcademicProvider(provider);
  const error = screen.touched && !verdict.valid && lookup.academicStatus === 'loaded' ? verdict.message : null;

  return (
    <>
      {lookup.academicStatus === 'error' ? <LoadFailure onRetry={() => void lookup.loadAcademicProviders()} /> : null}
      {lookup.academicStatus === 'loading' ? <Spinner /> : null}
      <LookupCombobox
        id={`${idPrefix}-institution`}
        label={PROVIDER_FIELD_TEXTS.academicLabel}
        placeholder={VALIDATION_MESSAGES.academicRequired}
        query={value.query}
        onQueryChange={(query) => screen.changeValue({ query, provider: null })}
        options={matches.map((match) => ({ key: match.id, label: match.name }))}
        onPick={(index) => {
          const picked = matches[index];
          if (picked !== undefined) screen.changeValue({ query: picked.name, provider: picked });
        }}
        onBlur={screen.blur}
        error={error}
      />
    </>
  );
});
