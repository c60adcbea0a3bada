import { observer } from 'mobx-react-lite';
import type { PrivacyPolicy as Policy } from '../../../application/ports/interview-service.port';
import { acceptAddress } from '../../../domain/links/address';
import { SCREEN_TEXTS } from '../../texts/screen-texts';

/**
 * The business's privacy policy on the terminated-request page (spec 000 §2): its headline (ours
 * 'Privacy policy' when it has none), its message as plain text, and its link (normalised like a
 * support link, so only web, e-mail and phone addresses reach an href; the title, else the address,
 * as its text). Nothing when the business has no policy.
 */
export const PrivacyPolicy = observer(function PrivacyPolicy({ policy }: { policy: Policy | null }) {
  if (policy === null) return null;
  const href = policy.url === null ? null : acceptAddress(policy.url, 'support-link');
  if (policy.message === null && href === null) return null;
  const title = policy.title?.trim() ? policy.title.trim() : href;
  return (
    <section className="terminated__privacy" aria-labelledby="terminated-privacy">
      <h2 id="terminated-privacy">
        {policy.headline?.trim() ? policy.headline.trim() : SCREEN_TEXTS.terminated.privacyHeading}
      </h2>
      {policy.message !== null ? <p>{policy.message}</p> : null}
      {href !== null ? (
        <p>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        </p>
      ) : null}
    </section>
  );
});
