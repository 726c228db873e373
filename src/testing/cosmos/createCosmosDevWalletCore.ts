import {
  createDevListeners,
  createDevWalletScript,
  DEFAULT_SCRIPT,
  type PromptAnswer,
} from '../createDevWalletScript';
import { devWalletStorage } from '../devWalletStorage';
import { checkChainInfo, COSMOS_HUB_CHAIN_INFO, cosmosLocalChainInfo } from './cosmosChainInfos';
import { COSMOS_DEV_ADDRESSES, COSMOS_LOCAL_BECH32_PREFIX } from './cosmosDevAccounts';
import { cosmosDevKey, type CosmosDevKey } from './cosmosDevKey';
import { KeplrDevWalletError, noChainInfo, requestRejected } from './KeplrDevWalletError';
import type {
  CosmosDevWalletMethod,
  CosmosDevWalletOptions,
  CosmosDevWalletPrompt,
  CosmosDevWalletScript,
  CosmosDevWalletState,
  KeplrChainInfo,
  KeplrKey,
} from './types';

/** The wallet's state and its transitions; shared by the provider and the controls. */
export type CosmosDevWalletCore = ReturnType<typeof createCosmosDevWalletCore>;

interface Remembered {
  enabled: string[];
  suggested: KeplrChainInfo[];
}

/** What storage remembers, read defensively: anything unreadable counts as nothing. */
function readRemembered(value: string | null): Remembered {
  try {
    const parsed = JSON.parse(value ?? 'null') as Partial<Remembered> | null;
    const suggested = (Array.isArray(parsed?.suggested) ? parsed.suggested : []).flatMap((info) => {
      try {
        return [checkChainInfo(info)];
      } catch {
        return [];
      }
    });
    const enabled = (Array.isArray(parsed?.enabled) ? parsed.enabled : []).filter(
      (id): id is string => typeof id === 'string',
    );
    return { enabled, suggested };
  } catch {
    return { enabled: [], suggested: [] };
  }
}

/** Keplr's answer to a missing or malformed chain id list. */
export function chainIdsOf(chainIds: unknown): string[] {
  const ids = typeof chainIds === 'string' ? [chainIds] : chainIds;
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string' && id))
    throw new KeplrDevWalletError('chain id not set');
  return ids;
}

export function createCosmosDevWalletCore(options: CosmosDevWalletOptions) {
  const name = options.name ?? 'Portico Cosmos Wallet';
  const indices = options.accountIndices ?? COSMOS_DEV_ADDRESSES.map((_, index) => index);
  const keys = new Map<number, CosmosDevKey>(indices.map((index) => [index, cosmosDevKey(index)]));
  const firstIndex = options.accountIndex ?? indices[0];
  if (firstIndex === undefined || !keys.has(firstIndex))
    throw new RangeError(`Cosmos dev wallet: it holds no account ${firstIndex}`);
  // One key per wallet name and, being localStorage, per origin: what this site enabled.
  const stored = devWalletStorage(options.storage, `portico:cosmos-dev-wallet:${name}`);
  const remembered = readRemembered(stored.read());

  const builtIn = options.chains ?? [cosmosLocalChainInfo(options.rpcUrl), COSMOS_HUB_CHAIN_INFO];
  const chains = new Map<string, KeplrChainInfo>(builtIn.map((info) => [info.chainId, info]));
  const suggested = new Map<string, KeplrChainInfo>();
  for (const info of remembered.suggested)
    if (!chains.has(info.chainId)) {
      chains.set(info.chainId, info);
      suggested.set(info.chainId, info);
    }
  const granted = new Set<string>(
    options.authorized === true
      ? chains.keys()
      : options.authorized === false
        ? []
        : (options.authorized ?? remembered.enabled).filter((id) => chains.has(id)),
  );

  const script = createDevWalletScript<
    CosmosDevWalletMethod,
    CosmosDevWalletScript & { accountIndex: number },
    CosmosDevWalletPrompt
  >({
    state: { ...DEFAULT_SCRIPT, ...options.script, accountIndex: firstIndex },
    refusal: requestRejected,
    scriptedError: ({ message, code, data }) => new KeplrDevWalletError(message, { code, data }),
  });
  const { state, take } = script;
  const keystoreListeners = createDevListeners<[]>(
    'Portico Cosmos dev wallet: a keystore listener',
  );

  const key = (): CosmosDevKey => keys.get(state.accountIndex) as CosmosDevKey;

  function persist(): void {
    stored.write(
      granted.size === 0 && suggested.size === 0
        ? null
        : JSON.stringify({ enabled: [...granted], suggested: [...suggested.values()] }),
    );
  }

  /** Keplr's unlock popup: waits while locked; a refusal closes it ('Request rejected'). */
  const unlocked = (answer: PromptAnswer) => script.unlocked(answer);

  /** A prompt the user answers after `delayMs` (and any unlock): resolves on approval. */
  async function prompt(answer: PromptAnswer): Promise<void> {
    await unlocked(answer);
    await script.prompt(answer);
  }

  return {
    name,
    state,
    calls: script.calls,
    chains,

    record: script.record,
    take,
    prompt,
    unlocked,
    next: script.next,

    /** The chain info of `chainId`, or Keplr's 'There is no chain info for …'. */
    requireChain(chainId: unknown): KeplrChainInfo {
      const info = typeof chainId === 'string' ? chains.get(chainId) : undefined;
      if (!info) throw noChainInfo(String(chainId));
      return info;
    },

    /**
     * Keplr's permission check: every chain must be known; unless this origin enabled them all
     * it prompts (`answer`, or the next scripted 'enable'), then remembers them.
     */
    async enable(chainIds: readonly string[], answer?: PromptAnswer): Promise<void> {
      for (const chainId of chainIds) this.requireChain(chainId);
      if (chainIds.every((chainId) => granted.has(chainId))) return unlocked(answer);
      script.countConnectPrompt();
      await prompt(answer ?? take('enable'));
      for (const chainId of chainIds) granted.add(chainId);
      persist();
    },
    disable(chainIds?: readonly string[]): void {
      if (chainIds === undefined) granted.clear();
      else for (const chainId of chainIds) granted.delete(chainId);
      persist();
    },
    /** Adds a checked chain info after a prompt; a chain it already knows needs none. */
    async suggestChain(info: KeplrChainInfo, answer: PromptAnswer): Promise<void> {
      if (chains.has(info.chainId)) return unlocked(answer);
      await prompt(answer);
      chains.set(info.chainId, info);
      suggested.set(info.chainId, info);
      persist();
    },

    key,
    /** getKey's answer for `chainId` (its bech32 prefix) from the active account. */
    keplrKey(chainId: string): KeplrKey {
      const info = this.requireChain(chainId);
      const active = key();
      return {
        name: `Portico dev account ${active.index}`,
        algo: 'secp256k1',
        pubKey: active.pubKey.slice(),
        address: active.address.slice(),
        bech32Address: active.bech32Address(info.bech32Config.bech32PrefixAccAddr),
        ethereumHexAddress: active.ethereumHexAddress,
        isNanoLedger: false,
        isKeystone: false,
      };
    },

    onKeystoreChange: (listener: () => void) => keystoreListeners.add(listener),
    setBehavior: script.setBehavior,
    setLocked(locked: boolean): void {
      state.locked = locked;
      if (!locked) script.settleUnlock();
    },
    switchAccount(index: number): void {
      if (!keys.has(index))
        throw new RangeError(
          `Cosmos dev wallet: it holds no account ${index} (${indices.join(', ')})`,
        );
      state.accountIndex = index;
      keystoreListeners.emit();
    },
    /** Forgets every chain this origin enabled (suggested chains stay known). */
    disconnect(): void {
      granted.clear();
      persist();
    },

    connectPrompts: script.connectPrompts,

    getState(): CosmosDevWalletState {
      return {
        enabledChains: [...granted],
        chains: [...chains.keys()],
        suggestedChains: [...suggested.keys()],
        locked: state.locked,
        accountIndex: state.accountIndex,
        address: key().bech32Address(COSMOS_LOCAL_BECH32_PREFIX),
        addresses: [...keys.values()].map((devKey) =>
          devKey.bech32Address(COSMOS_LOCAL_BECH32_PREFIX),
        ),
      };
    },
  };
}
