import type { StatusNote } from '../../../domain/request-status/status-notes';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

const texts = SCREEN_TEXTS.status;

const sentence = (rule: StatusNote): string =>
  rule.kind === 'expiry' ? texts.expiry(rule.days, rule.expiresOn, rule.expired) : texts.attempts(rule.attempts);

/**
 * The rules that apply to the request's state (spec 000 §4: expiry after 30 days; at most two
 * attempts, then auto-cancel), as plain text under the timeline; which state states which rule is
 * the domain's statusNotes.
 */
export function StatusRules({ rules }: { rules: readonly StatusNote[] }) {
  if (rules.length === 0) return null;
  return (
    <ul className="status-rules">
      {rules.map((rule) => (
        <li key={rule.kind}>{sentence(rule)}</li>
      ))}
    </ul>
  );
}
