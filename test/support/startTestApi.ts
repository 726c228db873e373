import { apiControls, type ApiControls } from '../stack/api/controls';
import { join } from 'node:path';
import { startServiceProcess } from './startServiceProcess';
import { startTestChain, type TestChain } from './startTestChain';

export interface TestApi {
  /** The stand-in's base URL. */
  url: string;
  controlUrl: string;
  chain: TestChain;
  /** Symbol → address of the tokens deployed to `chain`. */
  tokens: Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, '../stack/api/cli.mjs');

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

/**
 * One stand-in (and its chain) for a whole test file: started before the file, stopped after,
 * its control state reset before each test. Read `stack` and `controls` inside tests.
 */
export function withTestApi(): { readonly stack: TestApi; readonly controls: ApiControls } {
  let stack: TestApi | undefined;
  let controls: ApiControls | undefined;
  beforeAll(async () => {
    stack = await startTestApi();
    controls = apiControls(stack.controlUrl);
  }, 120_000);
  afterAll(() => stack?.stop());
  beforeEach(() => controls?.reset());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('withTestApi: the stand-in has not started');
    return value;
  };
  return {
    get stack() {
      return started(stack);
    },
    get controls() {
      return started(controls);
    },
  };
}
