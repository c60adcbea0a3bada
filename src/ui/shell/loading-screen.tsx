import { Spinner } from '../components/spinner';

/** Spec 000 §2: a spinner with 'Please wait...' while the interview is not ready to show. */
export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner />
    </div>
  );
}
