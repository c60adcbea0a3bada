import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** How an in-app route change reaches the router (the Navigator adapter calls it). */
export type RouteHandler = (path: string, options: { readonly replace: boolean }) => void;

/**
 * Hands the router's navigate function to the Navigator adapter for as long as the app is
 * mounted, so view models move between routes without reloading the page.
 */
export function RouterBridge({ connect }: { connect: (handler: RouteHandler | null) => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    connect((path, options) => {
      void navigate(path, { replace: options.replace });
    });
    return () => connect(null);
  }, [connect, navigate]);
  return null;
}
