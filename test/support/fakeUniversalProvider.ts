/**
 * A scripted stand-in for `UniversalProvider` (the part in UniversalProviderLike): each
 * `connect()` emits a fresh `display_uri` (unless the relay is "silent") and waits for the test
 * to approve or reject it, as a peer wallet would.
 */
import type {
  UniversalListener,
  UniversalProviderInitOptions,
  UniversalProviderLike,
  UniversalSession,
} from '../../adapters/universal/UniversalProviderLike';

interface Pending {
  uri: string;
  params: Parameters<UniversalProviderLike['connect']>[0];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export class FakeUniversalProvider implements UniversalProviderLike {
  session: UniversalSession | undefined;
  readonly pending: Pending[] = [];
  readonly requests: { method: string; params?: unknown; chain?: string }[] = [];
  readonly listeners = new Map<string, Set<UniversalListener>>();
  disconnects = 0;
  /** When true, connect() never reports a URI (relay unreachable). */
  silent = false;
  requestResult: unknown = null;

  constructor(readonly initOptions: UniversalProviderInitOptions) {}

  on(event: string, listener: UniversalListener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
  }

  removeListener(event: string, listener: UniversalListener) {
    this.listeners.get(event)?.delete(listener);
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args);
  }

  connect(params: Pending['params']) {
    return new Promise<unknown>((resolve, reject) => {
      const uri = `wc:${String(this.pending.length + 1).padStart(64, 'a')}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
      this.pending.push({ uri, params, resolve, reject });
      if (!this.silent) this.emit('display_uri', uri);
    });
  }

  /** The wallet approves the latest proposal with these CAIP-10 accounts. */
  approve(accounts: string[], namespace = 'eip155') {
    const latest = this.pending.at(-1)!;
    this.session = {
      topic: 'session-topic',
      namespaces: { [namespace]: { accounts, methods: [], events: [] } },
    };
    latest.resolve(this.session);
  }

  /** The wallet approves the latest proposal with accounts in several namespaces at once. */
  approveNamespaces(accountsByNamespace: Record<string, string[]>) {
    const latest = this.pending.at(-1)!;
    this.session = {
      topic: 'session-topic',
      namespaces: Object.fromEntries(
        Object.entries(accountsByNamespace).map(([namespace, accounts]) => [
          namespace,
          { accounts, methods: [], events: [] },
        ]),
      ),
    };
    latest.resolve(this.session);
  }

  reject(error: unknown) {
    this.pending.at(-1)!.reject(error);
  }

  async disconnect() {
    this.disconnects += 1;
    this.session = undefined;
  }

  async request(args: { method: string; params?: unknown }, chain?: string) {
    this.requests.push({ ...args, ...(chain ? { chain } : {}) });
    return this.requestResult;
  }
}

/** A loader that records each init and hands out one fake provider. */
export function fakeLoader() {
  const state: { provider: FakeUniversalProvider | null; loads: number } = {
    provider: null,
    loads: 0,
  };
  const load = async (options: UniversalProviderInitOptions) => {
    state.loads += 1;
    state.provider ??= new FakeUniversalProvider(options);
    return state.provider;
  };
  return { state, load };
}
