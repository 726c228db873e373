import { join } from 'node:path';
import { startServiceProcess } from './startServiceProcess';

export interface TestChain {
  url: string;
  chainId: number;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, '../stack/chain/startAnvil.mjs');

/** Runs test/stack/chain/startAnvil.mjs (the demo's own anvil script) on a free port. */
export async function startTestChain(chainId = 31337): Promise<TestChain> {
  const { ready, stop } = await startServiceProcess<{ url: string; chainId: number }>(SCRIPT, [
    '--port',
    '0',
    '--chain-id',
    String(chainId),
  ]);
  return { url: ready.url, chainId: ready.chainId, stop };
}
