import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { BitcoinWallet, BitcoinWalletAccount } from './BitcoinWallet';
import { bitcoinConnectorInfo } from './bitcoinConnectorId';
import { toBitcoinAccounts } from './bitcoinPurpose';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  hexToBytes,
  signatureProtocol,
} from './bitcoinWalletBytes';
import { isBase64 } from './decodeBase64';
import { loadWalletSchemas } from './loadWalletSchemas';

/** The legacy injected `window.unisat`, as far as we use it. */
interface UnisatProvider {
  /** Asks the user (a prompt) for the page's account. */
  requestAccounts(): Promise<unknown>;
  /** The authorised account, without a prompt; none when the page is not authorised. */
  getAccounts(): Promise<unknown>;
  getPublicKey?(): Promise<unknown>;
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>;
  signPsbt(
    psbtHex: string,
    options: { autoFinalized: boolean; toSignInputs: { index: number; address: string }[] },
  ): Promise<unknown>;
  disconnect?(): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): unknown;
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** The name Unisat is listed under (its standard wallet's 'UniSat' is the same key). */
export const UNISAT_NAME = 'UniSat';

// Unisat refuses a protocol it cannot sign with (a legacy address and bip322) in words.
const NOT_SUPPORTED = /not\s+(?:be\s+)?supported|unsupported/i;

const isProvider = (value: unknown): value is UnisatProvider =>
  typeof value === 'object' &&
  value !== null &&
  ['requestAccounts', 'getAccounts', 'signMessage', 'signPsbt'].every(
    (method) => typeof (value as Record<string, unknown>)[method] === 'function',
  );

/** The page's `window.unisat`, when it is one. */
export function findUnisat(target: object): UnisatProvider | undefined {
  try {
    const { unisat } = target as { unisat?: unknown };
    return isProvider(unisat) ? unisat : undefined;
  } catch {
    return undefined;
  }
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String((error as { message: unknown }).message)
    : String(error);

/**
 * `window.unisat` as a `BitcoinWallet`. It holds one address: answered with the purpose its
 * type tells (p2tr: ordinals). It names no chain: it signs on its own network.
 */
export function unisatWallet(provider: UnisatProvider): BitcoinWallet {
  let accounts: BitcoinWalletAccount[] = [];
  let reads = 0;

  /** The account of `answer` (its first address), with the key when the wallet tells it. */
  const readAccount = async (answer: unknown, what: string): Promise<BitcoinWalletAccount[]> => {
    const read = ++reads;
    // The schemas (zod) load with the first answer: the wallet's discovery needs none.
    const { readWalletAnswer, unisatAccountsSchema } = await loadWalletSchemas();
    const [address] = readWalletAnswer(unisatAccountsSchema, answer, what);
    let publicKey: unknown;
    if (address !== undefined && typeof provider.getPublicKey === 'function')
      publicKey = await provider.getPublicKey().catch(() => undefined);
    const next = address === undefined ? [] : toBitcoinAccounts([{ address, publicKey }]);
    // A later read (an account change during this one) has the last word.
    if (read === reads) accounts = next;
    return next;
  };

  return {
    info: bitcoinConnectorInfo(UNISAT_NAME, undefined),
    source: 'unisat',
    chains: () => [],
    accounts: () => accounts,
    async connect(silent) {
      if (silent) return readAccount(await provider.getAccounts(), 'getAccounts');
      return readAccount(await provider.requestAccounts(), 'requestAccounts');
    },
    async disconnect() {
      reads++;
      accounts = [];
      if (typeof provider.disconnect === 'function') await provider.disconnect();
    },
    onAccountsChanged(listener) {
      if (typeof provider.on !== 'function') return () => undefined;
      let active = true;
      const onChange = (answer: unknown) => {
        const read = reads + 1;
        readAccount(Array.isArray(answer) ? answer : [], 'accountsChanged').then(
          (next) => active && read === reads && listener(next),
          () => undefined,
        );
      };
      provider.on('accountsChanged', onChange);
      return () => {
        active = false;
        provider.removeListener?.('accountsChanged', onChange);
      };
    },
    async signMessage(address, message) {
      if (accounts.length > 0 && !accounts.some((account) => account.address === address))
        throw new ProviderRpcError(4100, `The wallet has not authorised ${address}`);
      let answer: unknown;
      try {
        answer = await provider.signMessage(message, 'bip322-simple');
      } catch (error) {
        if (!NOT_SUPPORTED.test(messageOf(error))) throw error;
        answer = await provider.signMessage(message, 'ecdsa');
      }
      const { readWalletAnswer, base64Schema } = await loadWalletSchemas();
      const signature = readWalletAnswer(base64Schema, answer, 'signMessage');
      return { signature, protocol: signatureProtocol(base64ToBytes(signature)) };
    },
    async signPsbt(psbt, inputs) {
      if (!isBase64(psbt)) throw new TypeError('signPsbt: not base64');
      const toSignInputs = inputs.flatMap(({ address, indexes }) =>
        indexes.map((index) => ({ index, address })),
      );
      const answer = await provider.signPsbt(bytesToHex(base64ToBytes(psbt)), {
        autoFinalized: false,
        toSignInputs,
      });
      const { readWalletAnswer, hexSchema } = await loadWalletSchemas();
      return bytesToBase64(hexToBytes(readWalletAnswer(hexSchema, answer, 'signPsbt')));
    },
  };
}
