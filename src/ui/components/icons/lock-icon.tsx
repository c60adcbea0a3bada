/** A padlock: a field locked by role-based access (spec 001 §6, §10.2). Named by its caller. */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg className="icon icon--lock" width="16" height="16" viewBox="0 0 24 24" role="img" aria-label={label}>
      <path
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z"
        fill="currentColor"
      />
    </svg>
  );
}
