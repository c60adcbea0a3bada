import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { useFixedTooltip } from '../../components/use-fixed-tooltip';

/**
 * '- PRIMARY' and its tooltip 'The Primary Business Owner cannot be removed from the roster'
 * (spec 000 §2): the mark takes keyboard focus and is described by the tooltip, which shows on
 * hover and on focus and hides again with Escape (WCAG 1.4.13) without moving focus.
 *
 * The mark sits in the roster table's horizontal scroll box. The tooltip takes no room while
 * hidden (`hidden`: an absolutely placed, merely invisible one made the box overflow, and an
 * engine with scrollbars, Firefox, drew one beside the table) and is fixed-positioned while shown,
 * placed to stay whole in the viewport, so the box never clips it. A hidden element still
 * describes the mark (aria-describedby reads hidden content). Its transparent top border bridges
 * the gap to the mark, so the pointer can move onto it without it vanishing (WCAG 1.4.13 hoverable).
 */
export const PrimaryMark = observer(function PrimaryMark() {
  const tooltipId = useId();
  const mark = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;
  const style = useFixedTooltip(shown, mark, tip);
  return (
    <span
      className="tooltip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <span
        ref={mark}
        className="business-table__primary"
        tabIndex={0}
        aria-describedby={tooltipId}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {BUSINESS_MESSAGES.primaryMark}
      </span>
      <span ref={tip} id={tooltipId} role="tooltip" className="tooltip__text" hidden={!shown} style={style}>
        {BUSINESS_MESSAGES.primaryOwnerTooltip}
      </span>
    </span>
  );
});
