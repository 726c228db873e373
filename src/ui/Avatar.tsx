import { useId } from 'react';

/** Two hues derived from the address, so an account is recognisable at a glance. */
function huesOf(address: string): [number, number] {
  const hex = address.replace(/^0x/i, '').toLowerCase();
  let hash = 0;
  for (const char of hex) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return [hash % 360, (hash >>> 9) % 360];
}

/**
 * The placeholder avatar: a gradient disc from the address. Colours are SVG presentation
 * attributes rather than inline styles, so a strict `style-src` CSP does not block them.
 */
export function Avatar({
  address,
  label,
  size = 64,
}: {
  address: string;
  label: string;
  size?: number;
}) {
  const gradientId = useId();
  const [from, to] = huesOf(address);
  return (
    <svg
      className="portico-avatar"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${from} 75% 60%)`} />
          <stop offset="1" stopColor={`hsl(${to} 75% 45%)`} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="32" fill={`url(#${gradientId})`} />
    </svg>
  );
}
