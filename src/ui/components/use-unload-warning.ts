import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the page asks first (the browser's own 'Leave site?'
 * dialog; browsers show their own wording, the message is set for the older ones that use it).
 * Only the page's unload: moving inside the app keeps what the page holds, so it is not stopped.
 * The submission's own guard (Navigator.guardLeaving) is separate and also stops in-app moves.
 */
export function useUnloadWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}
