import { useId, useState } from 'react';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';

/**
 * '- PRIMARY' and its tooltip 'The Primary Business Owner cannot be removed from the roster'
 * (spec 000 §2): the mark takes keyboard focus and is described by the tooltip, which shows on
 * hover and on focus and hides again with Escape (WCAG 1.4.13) without moving focus.
 */
export function PrimaryMark() {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={dismissed ? 'tooltip tooltip--dismissed' : 'tooltip'} onMouseLeave={() => setDismissed(false)}>
      <span
        className="business-table__primary"
        tabIndex={0}
        aria-describedby={tooltipId}
        onBlur={() => setDismissed(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {BUSINESS_MESSAGES.primaryMark}
      </span>
      <span id={tooltipId} role="tooltip" className="tooltip__text">
        {BUSINESS_MESSAGES.primaryOwnerTooltip}
      </span>
    </span>
  );
}
