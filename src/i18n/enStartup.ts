/**
 * The English strings needed before the modal's first open (the connect button). Kept apart
 * so a host's initial bundle carries these few strings, not the whole catalogue; `en` spreads
 * them in, so every key still lives in one place.
 */
export const enStartup = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
} as const;

export type StartupMessageKey = keyof typeof enStartup;
