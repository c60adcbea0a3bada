import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import type { AppSettings } from '../../application/ports/app-settings.port';
import { APP_SETTINGS } from '../../application/ports/app-settings.port';
import type { RouteId } from '../../domain/session/routes';
import { pageTitle } from '../../domain/session/routes';
import { useInstance } from '../app/resolver';

export interface PageProps {
  /** The route whose title the document takes (brand name, a dash, the route title). */
  readonly route: RouteId;
  readonly heading: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * One screen: sets the document title and moves focus to the heading when it appears, so a
 * screen-reader user hears where a route change took them and keyboard users start from the top.
 */
export const Page = observer(function Page({ route, heading, children, className }: PageProps) {
  const settings = useInstance<AppSettings>(APP_SETTINGS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read in render, where the route titles' catalogue is tracked: the title follows a switch of language.
  const title = pageTitle(settings.brandName, route);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section className={className ? `page ${className}` : 'page'}>
      <h1 ref={headingRef} tabIndex={-1} className="page__heading">
        {heading}
      </h1>
      {children}
    </section>
  );
});
