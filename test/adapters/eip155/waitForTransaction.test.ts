/** @jest-environment node */
import { Interface } from 'ethers/abi';
import { waitForTransaction } from '../../../adapters/eip155/waitForTransaction';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import { DEV_ADDRESSES } from '../../../src/testing';
import { withTestApi } from '../../support/startTestApi';

/**
 * The eip155 chain module's wait for a sent transaction, on anvil with the API stand-in's
 * tokens: a mined success resolves; a mined revert rejects with the reason its replay gives;
 * no receipt in time is TRANSACTION_NOT_CONFIRMED. Dev account 5 sends (anvil has it unlocked).
 */

const api = withTestApi();
const SENDER = DEV_ADDRESSES[5]!;
const ERC20 = new Interface(['function transfer(address,uint256) returns (bool)']);

const rpc = () => createHttpTransport(api.stack.chain.url);
const send = async (tx: Record<string, string>) =>
  (await rpc().request({
    method: 'eth_sendTransaction',
    params: [{ from: SENDER, ...tx }],
  })) as string;

describe('waitForTransaction (eip155)', () => {
  it('default: resolves once a transaction is mined with status 1', async () => {
    const hash = await send({ to: DEV_ADDRESSES[6]!, value: '0x1' });
    await expect(waitForTransaction(rpc(), hash, { pollMs: 20 })).resolves.toBeUndefined();
  });

  it('errors: a mined revert rejects with the reason the replay on the block before gives', async () => {
    // A gas limit given, so the node mines it rather than refusing the estimate.
    const data = ERC20.encodeFunctionData('transfer', [DEV_ADDRESSES[6], 1n]);
    const hash = await send({ to: api.stack.tokens.BRK!, data, gas: '0x30000' });
    const error = await waitForTransaction(rpc(), hash, { pollMs: 20 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'EXECUTION_REVERTED',
      reason: 'BRK: transfers are paused',
    });
  });

  it('errors: no receipt within the timeout is TRANSACTION_NOT_CONFIRMED', async () => {
    const error = await waitForTransaction(rpc(), `0x${'ab'.repeat(32)}`, {
      pollMs: 10,
      timeoutMs: 50,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'TRANSACTION_NOT_CONFIRMED' });
  });
});
