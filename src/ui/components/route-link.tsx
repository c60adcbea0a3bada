import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** One of the app's routes, e.g. '/overview'. */
  readonly to: string;
}

/**
 * A link to one of the app's routes: a plain anchor with React Router's own click handling
 * (`useLinkClickHandler`: a plain left click navigates inside the app; a modified click, another
 * button or a target is left to the browser), React Router's documented way to build a custom
 * link (https://reactrouter.com/api/hooks/useLinkClickHandler). Not the package's `<Link>`: its
 * prefetching and framework-mode code, which this app never uses, would sit in the start bundle
 * (webpack keeps it in the one React Router module the start script carries).
 */
export function RouteLink({ to, onClick, ...anchor }: RouteLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: anchor.target });
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
