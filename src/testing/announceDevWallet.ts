import { DEV_WALLET_ICON } from './devWalletIcon';
import type { Eip1193Provider } from './types';

/** EIP-6963 `EIP6963ProviderInfo`. */
export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  /** A data URI (RFC 2397), shown as the wallet's image. */
  readonly icon: string;
  /** Reverse-DNS id, stable across page loads, e.g. `dev.portico.wallet`. */
  readonly rdns: string;
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

export const DEV_WALLET_INFO = {
  name: 'Portico Dev Wallet',
  rdns: 'dev.portico.wallet',
  icon: DEV_WALLET_ICON,
} as const;

/** A v4 UUID from `crypto.getRandomValues`, which (unlike `randomUUID`) needs no secure context. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Announces `provider` as an EIP-6963 wallet: once now, and again on every
 * `eip6963:requestProvider`, with a frozen detail (one uuid per call, as per page load).
 * Returns a function that stops answering requests.
 *
 * @param info name defaults to "Portico Dev Wallet", rdns to `dev.portico.wallet`, icon to an
 *   SVG data URI, uuid to a fresh v4 UUID.
 * @param target the window to announce on; defaults to the global `window`.
 */
export function announceDevWallet(
  provider: Eip1193Provider,
  info: Partial<Eip6963ProviderInfo> = {},
  target: Window = window,
): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? randomUuid(),
      name: info.name ?? DEV_WALLET_INFO.name,
      icon: info.icon ?? DEV_WALLET_INFO.icon,
      rdns: info.rdns ?? DEV_WALLET_INFO.rdns,
    }),
    provider,
  });
  // The event's constructor comes from `target`, so another realm (an iframe) accepts it.
  const EventClass =
    (target as Window & { CustomEvent?: typeof CustomEvent }).CustomEvent ?? CustomEvent;
  const announce = () => {
    target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
