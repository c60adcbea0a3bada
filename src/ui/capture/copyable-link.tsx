import './capture.css';
import { useEffect, useState } from 'react';

export interface CopyableLinkTexts {
  readonly label: string;
  readonly copy: string;
  readonly copied: string;
  readonly copyFailed: string;
}

/**
 * A link as text (read-only, selectable) with a Copy button; the result is announced politely.
 * Spec is silent on a browser that refuses the clipboard (an in-app browser, an old one): the link
 * is selected in its field and the applicant is asked to copy it. The words come from the caller's
 * catalogue. Used by the hand-off panel's QR code and by the in-app browser notice.
 */
export function CopyableLink({ link, id, texts }: { link: string; id: string; texts: CopyableLinkTexts }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  useEffect(() => setCopied('no'), [link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      setCopied('failed');
    }
  };
  return (
    <div className="copyable-link">
      <label className="field__label" htmlFor={id}>
        {texts.label}
      </label>
      <div className="copyable-link__row">
        <input id={id} className="field__input" type="text" readOnly value={link} />
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {texts.copy}
        </button>
      </div>
      <p role="status" className="copyable-link__status">
        {copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}
