/** @jest-environment node */
import { Interface } from 'ethers/abi';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import {
  ExecutionRevertedError,
  NodeError,
  NonceTooLowError,
} from '../../../adapters/eip155/nodeErrors';
import { tokenTransferData } from '../../../adapters/eip155/tokenTransferData';
import { ethers5Adapter } from '../../../adapters/ethers5/createEthers5Adapter';
import { ethers5Units } from '../../../adapters/ethers5/ethers5Units';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import { createDevWallet, DEV_ADDRESSES, DevWalletRpcError } from '../../../src/testing';
import { withTestApi } from '../../support/startTestApi';
import { sendCostOf } from '../../../src/adapter/chainFees';

/**
 * What only the ethers 5 adapter does: ERC-20 transfers through an ethers 5 `Contract`, and
 * ethers 5's own error objects (made for real, by ethers 5 talking to the dev wallet on anvil
 * with the API stand-in's tokens) unwrapped to the node's error and typed like eip155's.
 */

const api = withTestApi();
const CONNECTOR = 'test.wallet';
const SENDER = DEV_ADDRESSES[0]!;
const RECEIVER = DEV_ADDRESSES[7]!;
const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function setup() {
  const wallet = createDevWallet({ chains: { 31337: api.stack.chain.url }, authorized: true });
  const adapter = ethers5Adapter({
    customConnectors: [{ id: CONNECTOR, name: 'Test', provider: wallet }],
  });
  const network: CaipNetwork = {
    id: 31337,
    name: 'Local',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [api.stack.chain.url] } },
  };
  adapter.setup({ projectId: 'p', networks: [network], emit: () => undefined });
  cleanups.push(() => adapter.destroy());
  const sendToken = (symbol: string, amount: bigint) =>
    adapter.sendToken!({
      connectorId: CONNECTOR,
      network,
      from: SENDER,
      to: RECEIVER,
      token: { address: api.stack.tokens[symbol]!, decimals: 6 },
      amount,
    });
  const sendOneWei = () =>
    adapter.sendTransaction({
      connectorId: CONNECTOR,
      network,
      from: SENDER,
      to: RECEIVER,
      value: 1n,
    });
  return { wallet, adapter, network, sendToken, sendOneWei };
}

const rpc = () => createHttpTransport(api.stack.chain.url);
const balanceOf = async (token: string, address: string) =>
  BigInt(
    (await rpc().request({
      method: 'eth_call',
      params: [{ to: token, data: ERC20.encodeFunctionData('balanceOf', [address]) }, 'latest'],
    })) as string,
  );

describe('ethers5Adapter', () => {
  it('default: the eip155 chain with ethers 5 units; only it sends tokens itself and prices them', () => {
    const ethers5 = ethers5Adapter();
    const eip155 = eip155Adapter();
    expect(ethers5.namespace).toBe('eip155');
    expect(ethers5.chain).toEqual({
      ...eip155Chain,
      ...ethers5Units,
      estimateSendCost: expect.any(Function),
    });
    expect(eip155.chain).toBe(eip155Chain);
    expect(ethers5.capabilities).toEqual(eip155.capabilities);
    expect(typeof ethers5.sendToken).toBe('function');
    expect(typeof ethers5.chain.estimateSendCost).toBe('function');
    expect(eip155.sendToken).toBeUndefined();
    expect(eip155.chain.estimateSendCost).toBeUndefined();
  });

  it('behavior: sendToken sends the ERC-20 transfer call to the token, and the tokens move', async () => {
    const t = setup();
    const token = api.stack.tokens.PUSD!;
    const before = await balanceOf(token, RECEIVER);
    const hash = await t.sendToken('PUSD', 1_500_000n);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await eip155Chain.waitForTransaction!(rpc(), hash, { pollMs: 20 });
    const sent = (await rpc().request({
      method: 'eth_getTransactionByHash',
      params: [hash],
    })) as { to: string; input: string; value: string };
    expect(sent.to.toLowerCase()).toBe(token.toLowerCase());
    expect(sent.input).toBe(tokenTransferData(RECEIVER, 1_500_000n));
    expect(BigInt(sent.value)).toBe(0n);
    expect(await balanceOf(token, RECEIVER)).toBe(before + 1_500_000n);
  });

  it('behavior: a token send is priced as its transfer call (gas estimate × gas price)', async () => {
    const t = setup();
    const token = api.stack.tokens.PUSD!;
    const call = { from: SENDER, to: token, data: tokenTransferData(RECEIVER, 1n) };
    const [gas, price] = (await Promise.all([
      rpc().request({ method: 'eth_estimateGas', params: [call] }),
      rpc().request({ method: 'eth_gasPrice', params: [] }),
    ])) as [string, string];
    await expect(
      sendCostOf(t.adapter, {
        network: t.network,
        from: SENDER,
        to: RECEIVER,
        token: { address: token, decimals: 6 },
        amount: 1n,
      }),
    ).resolves.toEqual({ fee: BigInt(gas) * BigInt(price), extras: [] });
  });

  it('errors: a reverting transfer is an ExecutionRevertedError with the contract’s reason, unwrapped from UNPREDICTABLE_GAS_LIMIT', async () => {
    const t = setup();
    const error = await t.sendToken('BRK', 1n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecutionRevertedError);
    expect(error).toMatchObject({ reason: 'BRK: transfers are paused' });
    // The node's own error (EIP-1474 code 3 with the revert data), not ethers' wrapper.
    expect((error as Error).cause).toBeInstanceOf(ProviderRpcError);
    expect((error as Error).cause).toMatchObject({ rpcCode: 3 });

    const estimate = await sendCostOf(t.adapter, {
      network: t.network,
      from: SENDER,
      to: RECEIVER,
      token: { address: api.stack.tokens.BRK!, decimals: 18 },
      amount: 1n,
    }).catch((e: unknown) => e);
    expect(estimate).toBeInstanceOf(ExecutionRevertedError);
    expect(estimate).toMatchObject({ reason: 'BRK: transfers are paused' });
  });

  it('errors: a node’s refusal that ethers 5 wraps (NONCE_EXPIRED) is the node’s typed error', async () => {
    const t = setup();
    t.wallet.controls.next('eth_sendTransaction', { code: -32000, message: 'nonce too low' });
    const error = await t.sendOneWei().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonceTooLowError);
    expect((error as Error).cause).toMatchObject({ rpcCode: -32000, details: 'nonce too low' });
    expect(((error as Error).cause as Error).cause).toBeInstanceOf(DevWalletRpcError);
  });

  it('errors: a wallet’s “User denied” (ethers 5 ACTION_REJECTED) is the 4001 ProviderRpcError', async () => {
    const t = setup();
    t.wallet.controls.next('eth_sendTransaction', {
      code: 4001,
      message: 'MetaMask Tx Signature: User denied transaction signature.',
    });
    const sent = await t.sendOneWei().catch((e: unknown) => e);
    expect(sent).toBeInstanceOf(ProviderRpcError);
    expect(sent).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    expect(sent).not.toBeInstanceOf(NodeError);

    t.wallet.controls.next('personal_sign', {
      code: 4001,
      message: 'MetaMask Message Signature: User denied message signature.',
    });
    const signed = await t.adapter
      .signMessage({ connectorId: CONNECTOR, address: SENDER, message: 'hello' })
      .catch((e: unknown) => e);
    expect(signed).toBeInstanceOf(ProviderRpcError);
    expect(signed).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
  });

  it('errors: a token send the user rejects is a 4001 too', async () => {
    const t = setup();
    t.wallet.controls.reject();
    const error = await t.sendToken('PUSD', 1n).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ rpcCode: 4001 });
  });
});
