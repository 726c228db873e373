import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import { addressKind, isBitcoinAddress } from './bitcoinAddress';
import {
  BITCOIN_MAINNET_GENESIS_HASH,
  BITCOIN_REGTEST_GENESIS_HASH,
  BITCOIN_TESTNET_GENESIS_HASH,
  bitcoinNetworkKind,
  type BitcoinNetworkKind,
} from './bitcoinNetworks';

const GENESIS: Readonly<Record<BitcoinNetworkKind, string>> = {
  mainnet: BITCOIN_MAINNET_GENESIS_HASH,
  // Signet's addresses are testnet's: an unconfigured one is reported as testnet.
  testnet: BITCOIN_TESTNET_GENESIS_HASH,
  signet: BITCOIN_TESTNET_GENESIS_HASH,
  regtest: BITCOIN_REGTEST_GENESIS_HASH,
};

const servedBy = (network: CaipNetwork, addresses: readonly string[]) => {
  try {
    const kind = bitcoinNetworkKind(network);
    return addresses.every((address) => isBitcoinAddress(address, kind));
  } catch {
    return false; // not a bitcoin network Portico knows
  }
};

/**
 * The network a bitcoin wallet's accounts are on, by their addresses (a bitcoin address is
 * written for one network; no wallet convention says its network otherwise): `asked` when
 * they fit it, else the first configured network they fit, else the CAIP-2 id of their own
 * network (which the app did not configure: the modal then shows UnsupportedChain).
 */
export function networkOfAccounts(
  accounts: readonly { address: string }[],
  asked: CaipNetwork,
  configured: readonly CaipNetwork[],
): CaipNetworkId {
  const addresses = accounts.map((account) => account.address);
  if (addresses.length === 0 || servedBy(asked, addresses)) return asked.caipNetworkId;
  const fitting = configured.find((network) => servedBy(network, addresses));
  if (fitting) return fitting.caipNetworkId;
  const kind = addressKind(addresses[0]!);
  return kind ? `bip122:${GENESIS[kind].slice(0, 32)}` : asked.caipNetworkId;
}
