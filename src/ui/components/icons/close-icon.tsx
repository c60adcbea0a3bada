/** An (x): delete. Decorative; the button around it carries the name. */
export function CloseIcon() {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
        fill="currentColor"
      />
    </svg>
  );
}
