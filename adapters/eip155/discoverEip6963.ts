import type { Eip6963ProviderDetail } from './Eip1193Provider';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Announcements come from any script on the page: check their shape before trusting them, and
 * keep only the known fields. A plain check rather than a schema: it runs at startup, where a
 * validation library's bytes would cost every host. The name and icon are only strings here:
 * `listConnectors` cleans the name and drops an icon that is not a safe image, so a wallet
 * with a bad icon is still listed (with the glyph).
 */
function readDetail(detail: unknown): Eip6963ProviderDetail | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null) return null;
  const { uuid, name, icon, rdns } = info as Record<string, unknown>;
  if (!nonEmpty(uuid) || !nonEmpty(name) || typeof icon !== 'string' || !nonEmpty(rdns))
    return null;
  if (
    typeof provider !== 'object' ||
    provider === null ||
    typeof (provider as { request?: unknown }).request !== 'function'
  )
    return null;
  return {
    info: { uuid, name, icon, rdns },
    provider: provider as Eip6963ProviderDetail['provider'],
  };
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider`, then asks wallets to announce.
 * Calls `onChange` with every valid provider seen so far, one per rdns (the latest wins).
 * Returns a function that stops listening.
 */
export function discoverEip6963(
  target: Window,
  onChange: (details: Eip6963ProviderDetail[]) => void,
): () => void {
  const byRdns = new Map<string, Eip6963ProviderDetail>();
  const onAnnounce = (event: Event) => {
    const detail = readDetail((event as CustomEvent).detail);
    if (!detail) {
      console.warn('[portico] ignored an invalid EIP-6963 announcement');
      return;
    }
    if (byRdns.get(detail.info.rdns)?.provider === detail.provider) return;
    byRdns.set(detail.info.rdns, detail);
    onChange([...byRdns.values()]);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
