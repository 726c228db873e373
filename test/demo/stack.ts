/**
 * What the server says about the local services it started: `<meta name="portico-stack">`
 * (added by test/stack/staticServer.mjs; an inline script would break the strict CSP).
 * Without it (e.g. `vite preview`), the fixed `npm start` ports of localChains.json apply.
 */
export interface StackChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

export interface DemoStack {
  chains: StackChain[];
}

const isStackChain = (value: unknown): value is StackChain => {
  if (typeof value !== 'object' || value === null) return false;
  const chain = value as Record<string, unknown>;
  return (
    typeof chain.chainId === 'number' &&
    typeof chain.name === 'string' &&
    typeof chain.rpcUrl === 'string'
  );
};

/** The stack description from the page's meta tag, or null when there is none (or it is malformed). */
export function readStack(doc: Document): DemoStack | null {
  const content = doc.querySelector('meta[name="portico-stack"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as { chains?: unknown };
    if (!Array.isArray(parsed.chains) || !parsed.chains.every(isStackChain)) return null;
    return { chains: parsed.chains };
  } catch {
    return null;
  }
}

/** Chain id → RPC URL of the running local chains. */
export function stackRpcUrls(stack: DemoStack | null): Record<number, string> {
  return Object.fromEntries((stack?.chains ?? []).map((chain) => [chain.chainId, chain.rpcUrl]));
}
