import type { BitcoinPurpose, BitcoinWallet, BitcoinWalletAccount } from './BitcoinWallet';
import { bitcoinConnectorInfo } from './bitcoinConnectorId';
import { toBitcoinAccounts } from './bitcoinPurpose';
import { base64ToBytes, signatureProtocol } from './bitcoinWalletBytes';
import { invalidWalletAnswer } from './invalidWalletAnswer';
import { loadWalletSchemas } from './loadWalletSchemas';
import { readBtcProviderEntry, type BtcProviderEntry } from './readBtcProviderEntry';

/** The answers' schemas, once loaded (zod loads with a wallet's first answer, not at discovery). */
type WalletSchemas = Awaited<ReturnType<typeof loadWalletSchemas>>;

/** A sats-connect (WBIP004) provider, as far as we use it. */
interface SatsConnectProvider {
  /** Answers `{ jsonrpc, id, result }` or `{ jsonrpc, id, error }`; some versions throw. */
  request(method: string, params: unknown): Promise<unknown>;
  /** Returns the unsubscribe. */
  addListener?(event: string, listener: (event: unknown) => void): unknown;
}

/** A provider listed in `window.btc_providers`, with its entry (name, icon). */
interface SatsConnectSource {
  entry: BtcProviderEntry;
  provider: SatsConnectProvider;
}

const PURPOSES: BitcoinPurpose[] = ['payment', 'ordinals'];
const MAX_PROVIDERS = 32;
const MAX_DEPTH = 8;
const SEGMENT = /^[A-Za-z_$][\w$]*$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** sats-connect's network names as Wallet Standard chains (`Testnet4` has none: its own). */
const NETWORK_CHAINS: Readonly<Record<string, string>> = {
  Mainnet: 'bitcoin:mainnet',
  Testnet: 'bitcoin:testnet',
  Testnet4: 'bitcoin:testnet4',
  Signet: 'bitcoin:signet',
  Regtest: 'bitcoin:regtest',
};

/** The method is not there: JSON-RPC -32601, EIP-1193 4200, sats-connect -32001. */
const METHOD_MISSING = new Set([-32601, -32001, 4200]);

/** An error answer of the provider, thrown as such (`toBitcoinWalletError` types it). */
class SatsConnectRpcError extends Error {
  override readonly name = 'SatsConnectRpcError';
  constructor(
    message: string,
    readonly code: number | undefined,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const isMethodMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  METHOD_MISSING.has((error as { code?: unknown }).code as number);

/**
 * The object at the dotted `path` from `target`, through own properties only (no prototype,
 * no getter of an inherited property), each segment an identifier other than `__proto__`,
 * `constructor` or `prototype`; undefined for anything else.
 */
export function resolveProviderPath(target: object, path: string): unknown {
  const segments = path.split('.');
  if (segments.length > MAX_DEPTH) return undefined;
  let value: unknown = target;
  try {
    for (const segment of segments) {
      if (!SEGMENT.test(segment) || FORBIDDEN.has(segment)) return undefined;
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
        return undefined;
      // The descriptor, not `hasOwnProperty`: a window's proxy may answer that for inherited ones.
      const own = Object.getOwnPropertyDescriptor(value, segment);
      if (!own) return undefined;
      value = 'value' in own ? own.value : own.get?.call(value);
    }
  } catch {
    // A cross-origin window, a throwing getter: no provider there.
    return undefined;
  }
  return value;
}

const isProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SatsConnectProvider).request === 'function';

/** The providers `target.btc_providers` lists that are there, each once, in its order. */
export function findSatsConnectProviders(target: object): SatsConnectSource[] {
  const found: SatsConnectSource[] = [];
  try {
    const list: unknown = (target as { btc_providers?: unknown }).btc_providers;
    if (!Array.isArray(list)) return [];
    for (const item of list.slice(0, MAX_PROVIDERS)) {
      const entry = readBtcProviderEntry(item);
      if (!entry) continue;
      const provider = resolveProviderPath(target, entry.id);
      if (!isProvider(provider) || found.some((source) => source.provider === provider)) continue;
      found.push({ entry, provider });
    }
  } catch {
    // A list that throws as it is read: what was read so far.
  }
  return found;
}

/**
 * A sats-connect provider as a `BitcoinWallet`. It keeps the accounts of its last answer (the
 * provider has no `accounts` to read); every answer is checked before it is believed. It signs
 * on the wallet's own network: the chain asked for is not the provider's to choose.
 */
export function satsConnectWallet({ entry, provider }: SatsConnectSource): BitcoinWallet {
  let accounts: BitcoinWalletAccount[] = [];
  let chains: string[] = [];

  /** The call's result; an error answer thrown as `SatsConnectRpcError`. */
  const call = async (method: string, params: unknown): Promise<unknown> => {
    const answer: unknown = await provider.request(method, params);
    if (typeof answer !== 'object' || answer === null)
      throw invalidWalletAnswer(`${method}: expected a JSON-RPC answer`);
    const { error } = answer as { error?: unknown };
    if (error !== undefined && error !== null) {
      if (typeof error === 'string') throw new SatsConnectRpcError(error, undefined);
      const { readWalletAnswer, satsConnectErrorSchema } = await loadWalletSchemas();
      const { code, message, data } = readWalletAnswer(satsConnectErrorSchema, error, method);
      throw new SatsConnectRpcError(message ?? `The wallet refused ${method}`, code, data);
    }
    if (!('result' in answer)) throw invalidWalletAnswer(`${method}: expected a result`);
    return (answer as { result: unknown }).result;
  };

  /** The bitcoin accounts of an answer (other purposes dropped), and the network it names. */
  const accountsIn = (
    { readWalletAnswer, satsConnectAccountsSchema, satsConnectNetworkSchema }: WalletSchemas,
    result: unknown,
    method: string,
  ): BitcoinWalletAccount[] => {
    const answer = readWalletAnswer(satsConnectAccountsSchema, result, method);
    const network = satsConnectNetworkSchema.safeParse(result);
    if (network.success) {
      const chain = NETWORK_CHAINS[network.data.network.bitcoin.name];
      chains = chain ? [chain] : [];
    }
    const addresses = Array.isArray(answer) ? answer : answer.addresses;
    accounts = toBitcoinAccounts(
      addresses
        .filter(({ purpose }) => purpose === undefined || PURPOSES.includes(purpose as never))
        .map(({ address, publicKey, purpose }) => ({
          address,
          publicKey,
          purpose: purpose as BitcoinPurpose | undefined,
        })),
    );
    return accounts;
  };

  /** `accountsIn` once the schemas are loaded: they load with the wallet's first answer. */
  const readAccounts = async (result: unknown, method: string) =>
    accountsIn(await loadWalletSchemas(), result, method);

  /** `wallet_getAccount` never prompts: an unauthorised page gets an error, and no account. */
  const readSilently = async (): Promise<BitcoinWalletAccount[]> => {
    let result: unknown;
    try {
      result = await call('wallet_getAccount', null);
    } catch {
      accounts = [];
      return accounts;
    }
    return readAccounts(result, 'wallet_getAccount');
  };

  return {
    info: bitcoinConnectorInfo(entry.name, entry.icon),
    source: 'satsConnect',
    chains: () => chains,
    accounts: () => accounts,
    async connect(silent) {
      if (silent) return readSilently();
      try {
        // `addresses` is wallet_connect's name for the purposes; `purposes` getAccounts'.
        const params = { addresses: [...PURPOSES], purposes: [...PURPOSES] };
        return await readAccounts(await call('wallet_connect', params), 'wallet_connect');
      } catch (error) {
        if (!isMethodMissing(error)) throw error;
      }
      return readAccounts(await call('getAccounts', { purposes: [...PURPOSES] }), 'getAccounts');
    },
    async disconnect() {
      accounts = [];
      for (const method of ['wallet_disconnect', 'wallet_renouncePermissions'])
        try {
          await call(method, null);
          return;
        } catch (error) {
          if (!isMethodMissing(error)) throw error;
        }
    },
    onAccountsChanged(listener) {
      if (typeof provider.addListener !== 'function') return () => undefined;
      let active = true;
      let reads = 0;
      const tell = (next: BitcoinWalletAccount[]) => {
        if (active) listener(next);
      };
      const onAccountChange = (event: unknown) => {
        const read = ++reads;
        loadWalletSchemas()
          .then(async (schemas) => {
            // Some versions name the new addresses; others only that they changed: read them.
            const named = schemas.satsConnectAccountsSchema.safeParse(event);
            if (named.success && !Array.isArray(named.data)) {
              // A later event, or a disconnect, while the schemas loaded has the last word.
              if (read === reads) tell(accountsIn(schemas, event, 'accountChange'));
              return;
            }
            const next = await readSilently();
            if (read === reads) tell(next);
          })
          // A malformed event, an answer that fails its schema: nothing to tell.
          .catch(() => undefined);
      };
      const onDisconnect = () => {
        reads++;
        accounts = [];
        tell([]);
      };
      const subscribe = (name: string, handler: (event: unknown) => void) => {
        try {
          const off = provider.addListener!(name, handler);
          return typeof off === 'function' ? (off as () => void) : () => undefined;
        } catch {
          return () => undefined;
        }
      };
      const offs = [
        subscribe('accountChange', onAccountChange),
        subscribe('disconnect', onDisconnect),
      ];
      return () => {
        active = false;
        for (const off of offs)
          try {
            off();
          } catch {
            // The wallet's own unsubscribe failing leaves nothing for us to undo.
          }
      };
    },
    async signMessage(address, message) {
      const result = await call('signMessage', { address, message, protocol: 'BIP322' });
      const { readWalletAnswer, satsConnectSignMessageSchema } = await loadWalletSchemas();
      const { signature } = readWalletAnswer(satsConnectSignMessageSchema, result, 'signMessage');
      return { signature, protocol: signatureProtocol(base64ToBytes(signature)) };
    },
    async signPsbt(psbt, inputs) {
      const byAddress = new Map<string, number[]>();
      for (const { address, indexes } of inputs)
        byAddress.set(address, [...(byAddress.get(address) ?? []), ...indexes]);
      const result = await call('signPsbt', {
        psbt,
        signInputs: Object.fromEntries(byAddress),
        broadcast: false,
      });
      const { readWalletAnswer, satsConnectSignPsbtSchema } = await loadWalletSchemas();
      return readWalletAnswer(satsConnectSignPsbtSchema, result, 'signPsbt').psbt;
    },
  };
}
