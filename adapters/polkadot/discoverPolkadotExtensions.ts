import type { InjectedWindowProvider } from './InjectedWeb3';

/** An extension found in `window.injectedWeb3`, under its key. */
export interface FoundExtension {
  key: string;
  provider: InjectedWindowProvider;
}

/** What discovery reads: the page's window (or a stand-in with the same properties). */
export type InjectedWeb3Host = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  injectedWeb3?: unknown;
  walletExtension?: unknown;
};

/** A key as extensions name themselves (`polkadot-js`, `subwallet-js`): no `__proto__` games. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The extensions in `host.injectedWeb3`, in its keys' order: own properties only, whose
 * value has a function `enable`. Anything else (a getter that throws, a malformed entry,
 * a key like `__proto__`) is skipped.
 */
export function readInjectedWeb3(host: InjectedWeb3Host): FoundExtension[] {
  let injected: unknown;
  try {
    injected = host.injectedWeb3;
  } catch {
    return [];
  }
  if (typeof injected !== 'object' || injected === null) return [];
  const found: FoundExtension[] = [];
  let keys: string[];
  try {
    keys = Object.keys(injected);
  } catch {
    return [];
  }
  for (const key of keys) {
    if (!KEY.test(key) || !Object.prototype.hasOwnProperty.call(injected, key)) continue;
    try {
      const provider: unknown = (injected as Record<string, unknown>)[key];
      if (
        typeof provider === 'object' &&
        provider !== null &&
        typeof (provider as { enable?: unknown }).enable === 'function'
      )
        found.push({ key, provider: provider as InjectedWindowProvider });
    } catch {
      // A getter that throws: not an extension we can use.
    }
  }
  return found;
}

/** Whether Nova Wallet's in-app browser is the host (it injects as `polkadot-js`). */
export function isNovaWallet(host: InjectedWeb3Host): boolean {
  try {
    const marker = host.walletExtension;
    return (
      typeof marker === 'object' &&
      marker !== null &&
      (marker as { isNovaWallet?: unknown }).isNovaWallet === true
    );
  } catch {
    return false;
  }
}

/**
 * When to read `injectedWeb3` again after setup, in ms. Extensions inject from content
 * scripts, some at `document_start`, some later, and nothing announces it (the convention has
 * no event): @polkadot/extension-dapp waits for the document's `load`. We read at setup, on
 * `load`, and on this schedule over the first 5 s, which covers the late injectors without
 * polling for the page's whole life. The connector list changes only when an entry does.
 */
export const DISCOVERY_SCHEDULE_MS: readonly number[] = [100, 300, 700, 1_500, 3_000, 5_000];

/**
 * Reads `host.injectedWeb3` now, on `load` and on `schedule`, and calls `onChange` with the
 * extensions whenever they changed (first read included). Local to the page: no network, no
 * prompt. Returns a function that stops the re-reads.
 */
export function discoverPolkadotExtensions(
  host: InjectedWeb3Host,
  onChange: (found: FoundExtension[]) => void,
  schedule: readonly number[] = DISCOVERY_SCHEDULE_MS,
): () => void {
  let last: FoundExtension[] | null = null;
  const read = () => {
    const found = readInjectedWeb3(host);
    const same =
      last !== null &&
      last.length === found.length &&
      last.every(
        (entry, index) =>
          entry.key === found[index]!.key && entry.provider === found[index]!.provider,
      );
    if (same) return;
    last = found;
    onChange(found);
  };
  read();
  const timers = schedule.map((ms) => setTimeout(read, ms));
  host.addEventListener('load', read);
  return () => {
    timers.forEach(clearTimeout);
    host.removeEventListener('load', read);
  };
}
