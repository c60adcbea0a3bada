/** A check mark: a complete question's tile. Decorative; the tile says 'completed' in words. */
export function CheckIcon() {
  return (
    <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6L20.1 8.4 18.7 7z" fill="currentColor" />
    </svg>
  );
}
