import { join } from 'node:path';
import { startServiceProcess } from '../../support/startServiceProcess';
import { startTestChain, type TestChain } from '../testing/startTestChain';

export interface TestApi {
  /** The stand-in's base URL. */
  url: string;
  controlUrl: string;
  chain: TestChain;
  /** Symbol → address of the tokens deployed to `chain`. */
  tokens: Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, '../../stack/api/cli.mjs');

interface Ready {
  url: string;
  controlUrl: string;
  chains: Array<{ tokens: Array<{ symbol: string; address: string }> }>;
}

/** Starts anvil and the product-API stand-in (test/stack/api/cli.mjs) on free ports. */
export async function startTestApi(): Promise<TestApi> {
  const chain = await startTestChain(31337);
  const started = await startServiceProcess<Ready>(SCRIPT, [
    '--port',
    '0',
    '--chain',
    `31337=${chain.url}`,
  ]).catch(async (error: unknown) => {
    await chain.stop();
    throw error;
  });
  const tokens = Object.fromEntries(
    (started.ready.chains[0]?.tokens ?? []).map((token) => [token.symbol, token.address]),
  );
  const stop = async () => {
    await started.stop();
    await chain.stop();
  };
  return { url: started.ready.url, controlUrl: started.ready.controlUrl, chain, tokens, stop };
}
