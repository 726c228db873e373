/**
 * Meld's mark as we draw it: our own one-colour shape (currentColor, so the theme colours it;
 * inline, so it needs no image request and passes a strict CSP). Decorative.
 */
export function MeldLogo({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      data-icon="meld"
    >
      <path d="M3 19V5h3.2L12 12.2 17.8 5H21v14h-3.2V10.4L12 17.4l-5.8-7V19z" fill="currentColor" />
    </svg>
  );
}
