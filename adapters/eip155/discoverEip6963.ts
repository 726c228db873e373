import * as z from 'zod/mini';
import type { Eip6963ProviderDetail } from './Eip1193Provider';

// Announcements come from any script on the page: check their shape before trusting them.
// The name and icon are only strings here: `listConnectors` cleans the name and drops an icon
// that is not a safe image, so a wallet with a bad icon is still listed (with the glyph).
const detailSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    icon: z.string(),
    rdns: z.string().check(z.minLength(1)),
  }),
  provider: z.custom<Eip6963ProviderDetail['provider']>(
    (p) =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as { request?: unknown }).request === 'function',
  ),
});

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
    const parsed = detailSchema.safeParse((event as CustomEvent).detail);
    if (!parsed.success) {
      console.warn('[portico] ignored an invalid EIP-6963 announcement');
      return;
    }
    const detail = parsed.data as Eip6963ProviderDetail;
    if (byRdns.get(detail.info.rdns)?.provider === detail.provider) return;
    byRdns.set(detail.info.rdns, detail);
    onChange([...byRdns.values()]);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
