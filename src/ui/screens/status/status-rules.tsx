import { observer } from 'mobx-react-lite';
import type { StatusNote } from '../../../domain/request-status/status-notes';
import { statusNoteText } from '../../../domain/request-status/status-note-text';

/**
 * The rules that apply to the request's state (spec 000 §4: expiry after 30 days; at most two
 * attempts, then auto-cancel), as plain text under the timeline; which state states which rule is
 * the domain's statusNotes, their sentences the domain's statusNoteText.
 */
export const StatusRules = observer(function StatusRules({ rules }: { rules: readonly StatusNote[] }) {
  if (rules.length === 0) return null;
  return (
    <ul className="status-rules">
      {rules.map((rule) => (
        <li key={rule.kind}>{statusNoteText(rule)}</li>
      ))}
    </ul>
  );
});
