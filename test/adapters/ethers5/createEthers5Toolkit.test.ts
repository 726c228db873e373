/** @jest-environment node */
import { createEthers5Toolkit } from '../../../adapters/ethers5/createEthers5Toolkit';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { RpcParseError, RpcTimeoutError } from '../../../src/adapter/rpc/rpcErrors';
import { DEV_ADDRESSES } from '../../../src/testing';
import { startJsonRpcServer, type JsonRpcServer } from '../../support/startJsonRpcServer';

/** ethers 5's transport failures (its `ConnectionInfo.timeout`, an unreadable answer) as ours. */

const servers: JsonRpcServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const networkOn = (...urls: string[]): CaipNetwork => ({
  id: 1,
  name: 'Stand-in',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: urls } },
});

describe('createEthers5Toolkit', () => {
  it('errors: a node that does not answer in time is RpcTimeoutError; the next URL is then tried', async () => {
    const hanging = await startJsonRpcServer(() => 'hang');
    servers.push(hanging);
    const toolkit = createEthers5Toolkit({ timeoutMs: 150 });
    const error = await toolkit
      .getBalance(networkOn(hanging.url), DEV_ADDRESSES[0]!)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect(error).toMatchObject({ timeout: 150 });

    const up = await startJsonRpcServer((call) => ({
      body: JSON.stringify({ jsonrpc: '2.0', id: (call as { id: number }).id, result: '0x7' }),
    }));
    servers.push(up);
    // Long enough for the answering node on a busy machine: only the hanging one times out.
    const next = createEthers5Toolkit({ timeoutMs: 2_000 });
    await expect(next.getBalance(networkOn(hanging.url, up.url), DEV_ADDRESSES[0]!)).resolves.toBe(
      7n,
    );
    toolkit.destroy();
    next.destroy();
  });

  it('errors: an answer that is not JSON is RpcParseError, naming the origin only', async () => {
    const broken = await startJsonRpcServer(() => ({ body: 'not json' }));
    servers.push(broken);
    const toolkit = createEthers5Toolkit();
    const error = await toolkit
      .getBalance(networkOn(broken.url), DEV_ADDRESSES[0]!)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcParseError);
    expect((error as Error).message).not.toContain('secret-project');
    toolkit.destroy();
  });
});
