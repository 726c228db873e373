/** The social providers an icon is drawn for (the configurable socials, Farcaster included). */
type SocialIconName = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster';

/**
 * Simple one-colour marks of our own (currentColor, so the theme colours them), drawn on a
 * 24-unit grid. Filled shapes use the even-odd rule for their cut-outs (eyes, letters).
 */
const FILLED: Record<Exclude<SocialIconName, 'google' | 'x'>, string> = {
  github:
    'M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.6-.2.6-.5v-1.7c-2.6.6-3.2-1.2-3.2-1.2-.4-1.1-1-1.4-1-1.4-.9-.6 0-.6 0-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.1-.2-4.3-1-4.3-4.7 0-1 .4-1.9 1-2.6-.1-.2-.4-1.2.1-2.5 0 0 .8-.3 2.6 1a9 9 0 0 1 4.8 0c1.8-1.3 2.6-1 2.6-1 .5 1.3.2 2.3.1 2.5.6.7 1 1.6 1 2.6 0 3.7-2.2 4.5-4.3 4.7.3.3.6.9.6 1.8v2.7c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5z',
  apple:
    'M15.6 2.5c.1 1.1-.3 2.2-1 3-.7.8-1.7 1.3-2.7 1.2-.1-1 .4-2.1 1-2.8.7-.8 1.8-1.3 2.7-1.4zM19.3 17c-.5 1.1-.8 1.6-1.4 2.6-.9 1.3-2.1 3-3.7 3-1.4 0-1.7-.9-3.6-.9-1.8 0-2.2.9-3.6.9-1.5 0-2.7-1.5-3.6-2.8-2.5-3.8-2.8-8.2-1.2-10.6 1.1-1.7 2.9-2.7 4.6-2.7s2.8 1 4.2 1c1.4 0 2.2-1 4.2-1 1.5 0 3.1.8 4.2 2.2-3.7 2-3.1 7.3.1 8.3z',
  facebook:
    'M12 2.5a9.5 9.5 0 0 0-1.5 18.9v-6.6H8.1V12h2.4V9.9c0-2.4 1.4-3.7 3.6-3.7 1 0 2.1.2 2.1.2v2.3H15c-1.2 0-1.5.7-1.5 1.5V12h2.6l-.4 2.8h-2.2v6.6A9.5 9.5 0 0 0 12 2.5z',
  discord:
    'M19 5.5A16 16 0 0 0 15 4.3l-.5 1a15 15 0 0 0-5 0l-.5-1a16 16 0 0 0-4 1.2C2.5 9.3 1.8 13 2.2 16.7a16 16 0 0 0 4.9 2.5l1-1.7-1.7-.8.4-.3a11.5 11.5 0 0 0 10.4 0l.4.3-1.7.8 1 1.7a16 16 0 0 0 4.9-2.5c.5-4.3-.8-8-2.8-11.2zM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z',
  farcaster: 'M4.5 4h15v16h-3.5v-6.5a4 4 0 0 0-8 0V20H4.5z',
};

const STROKED: Record<'google' | 'x', string> = {
  google: 'M20 11.5h-8M20 11.5a8 8 0 1 1-2.4-5.7',
  x: 'M5 4l14 16M19 4L5 20',
};

/** A social provider's mark, decorative (the button around it carries the name). */
export function SocialIcon({ provider, size = 20 }: { provider: SocialIconName; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    'aria-hidden': true,
    focusable: false,
    'data-icon': provider,
  } as const;
  if (provider === 'google' || provider === 'x')
    return (
      <svg {...common}>
        <path
          d={STROKED[provider]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
        />
      </svg>
    );
  return (
    <svg {...common}>
      <path d={FILLED[provider]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/** Three dots: the "more options" mark. */
export function MoreIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        d="M6 12h.01M12 12h.01M18 12h.01"
        stroke="currentColor"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
