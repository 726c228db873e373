import type { BitcoinPurpose, BitcoinWalletAccount } from './BitcoinWallet';

// Taproot (segwit v1) addresses on mainnet, testnet/signet and regtest: their witness
// program starts with `p` once bech32m-encoded.
const TAPROOT = /^(?:bc|tb|bcrt)1p/i;
// Base58 and bech32 addresses are letters and digits only; anything else is not an address.
const ADDRESS_LIKE = /^[A-Za-z0-9]{14,100}$/;
const HEX = /^(?:[0-9a-f]{2})+$/i;

/** Whether `address` is a taproot (p2tr) one, by its human-readable prefix and version. */
export const isTaprootAddress = (address: string): boolean => TAPROOT.test(address);

/** What an address is for when the wallet does not say: p2tr holds ordinals, others pay. */
export const bitcoinPurpose = (address: string): BitcoinPurpose =>
  isTaprootAddress(address) ? 'ordinals' : 'payment';

/** An address a wallet answered, with what it said of it. */
interface BitcoinAccountCandidate {
  address: unknown;
  /** Hex public key, when the wallet gave one. */
  publicKey?: unknown;
  /** The wallet's own word for the address's purpose; inferred from the address if absent. */
  purpose?: BitcoinPurpose | undefined;
}

/**
 * The key the interface promises: x-only (32 bytes) for a taproot address, a compressed one
 * (33 bytes) for any other. A compressed key given for a taproot address is made x-only.
 */
function publicKeyOf(value: unknown, taproot: boolean): string | undefined {
  if (typeof value !== 'string' || !HEX.test(value)) return undefined;
  const hex = value.toLowerCase();
  const compressed = hex.length === 66 && /^0[23]/.test(hex);
  if (taproot) return hex.length === 64 ? hex : compressed ? hex.slice(2) : undefined;
  return compressed ? hex : undefined;
}

/**
 * The accounts among what a wallet answered (checked, not trusted): one per address, payment
 * first (an address answered for both purposes is the payment one), keys normalised.
 */
export function toBitcoinAccounts(
  candidates: readonly BitcoinAccountCandidate[],
): BitcoinWalletAccount[] {
  const usable = candidates.filter(
    (candidate): candidate is BitcoinAccountCandidate & { address: string } =>
      typeof candidate.address === 'string' && ADDRESS_LIKE.test(candidate.address),
  );
  const withPurpose = usable.map((candidate) => ({
    ...candidate,
    purpose: candidate.purpose ?? bitcoinPurpose(candidate.address),
  }));
  const ordered = [
    ...withPurpose.filter((candidate) => candidate.purpose === 'payment'),
    ...withPurpose.filter((candidate) => candidate.purpose === 'ordinals'),
  ];
  const accounts: BitcoinWalletAccount[] = [];
  for (const { address, publicKey, purpose } of ordered) {
    if (accounts.some((account) => account.address === address)) continue;
    const key = publicKeyOf(publicKey, isTaprootAddress(address));
    accounts.push({ address, purpose, ...(key ? { publicKey: key } : {}) });
  }
  return accounts;
}
