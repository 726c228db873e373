import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCreate2Address, keccak256, toUtf8Bytes } from 'ethers';

/**
 * Deploys eth-infinitism's Simple7702Account (v0.8, MIT: `executeBatch`) to a local anvil chain
 * through anvil's preinstalled CREATE2 deployer, once per chain: the contract the dev wallet of
 * `portico/testing` delegates to (EIP-7702) for its EIP-5792 batches (`batchImplementation`).
 * Resolves with its address, the same on every chain. `from` must be an account anvil signs for.
 */

const CREATE2_DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
const SALT = keccak256(toUtf8Bytes('portico.testing.simple7702account.v1'));

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

export async function deployBatchImplementation(rpcUrl: string, from: string): Promise<string> {
  const { bytecode } = JSON.parse(
    // From the repository root, where jest and Playwright run (CommonJS and ESM alike).
    readFileSync(
      join(
        process.cwd(),
        'node_modules/@account-abstraction/contracts/artifacts/Simple7702Account.json',
      ),
      'utf8',
    ),
  ) as { bytecode: string };
  const address = getCreate2Address(CREATE2_DEPLOYER, SALT, keccak256(bytecode));
  if ((await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') return address;
  const hash = (await rpc(rpcUrl, 'eth_sendTransaction', [
    { from, to: CREATE2_DEPLOYER, data: `${SALT}${bytecode.slice(2)}`, gas: '0x2dc6c0' },
  ])) as string;
  for (let tries = 0; tries < 100; tries += 1) {
    if (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash])) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if ((await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x')
    throw new Error(`Simple7702Account did not deploy at ${address}`);
  return address;
}
