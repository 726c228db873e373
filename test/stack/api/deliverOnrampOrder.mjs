/**
 * Confirm on the provider page: sends an onramp order's crypto for real, so the balance the
 * product reads changes. On a local chain ONRAMP_TREASURY sends it: PUSD (USDC's stand-in) by
 * `transfer`, ETH as a plain value transfer. The treasury is an address without a key that
 * anvil impersonates, funded by `anvil_setBalance` and PUSD mints from TOKEN_DEPLOYER, so no dev
 * account's balance or nonce moves. SOL is airdropped by the local Solana cluster.
 *
 * Idempotent per order: a complete order is not sent again, and a Confirm while one is in
 * flight waits for that one. A failed order may be confirmed again.
 */
import { dataSlice, getAddress, id, parseEther, parseUnits, toBeHex } from 'ethers';
import { rpc, rpcBatch, sendFromDevAccount } from './chainRpc.mjs';
import { TOKEN_DEPLOYER } from './devAccounts.mjs';
import { ApiHttpError } from './http.mjs';
import { ERC20 } from './tokens.mjs';
import { errorMessage } from '../errorMessage.mjs';

/** keccak256('portico.stand-in.onramp')'s last 20 bytes. */
export const ONRAMP_TREASURY = getAddress(dataSlice(id('portico.stand-in.onramp'), 12));

const TREASURY_ETH = parseEther('1000000');
/** Minted to the treasury (on top of the order) whenever its PUSD runs short. */
const TREASURY_PUSD = parseUnits('1000000', 6);
const GAS_RESERVE = parseEther('1');

const inFlight = new WeakMap();

/** Impersonates the treasury and tops it up so it can send `units` of the asset. */
async function prepareTreasury(rpcUrl, asset, units, pusd) {
  const [eth, , held] = await rpcBatch(rpcUrl, [
    ['eth_getBalance', [ONRAMP_TREASURY, 'latest']],
    ['anvil_impersonateAccount', [ONRAMP_TREASURY]],
    [
      'eth_call',
      [{ to: pusd, data: ERC20.encodeFunctionData('balanceOf', [ONRAMP_TREASURY]) }, 'latest'],
    ],
  ]);
  const needEth = GAS_RESERVE + (asset === 'ETH' ? units : 0n);
  if (BigInt(eth) < needEth) {
    await rpc(rpcUrl, 'anvil_setBalance', [ONRAMP_TREASURY, toBeHex(TREASURY_ETH + needEth)]);
  }
  if (asset === 'USDC' && BigInt(held) < units) {
    await sendFromDevAccount(rpcUrl, {
      from: TOKEN_DEPLOYER,
      to: pusd,
      data: ERC20.encodeFunctionData('mint', [ONRAMP_TREASURY, units + TREASURY_PUSD]),
    });
  }
}

async function sendOnLocalChain(chain, order) {
  const units = BigInt(order.units);
  const pusd = chain.tokens.find((token) => token.symbol === 'PUSD').address;
  await prepareTreasury(chain.rpcUrl, order.asset, units, pusd);
  const transaction =
    order.asset === 'USDC'
      ? {
          from: ONRAMP_TREASURY,
          to: pusd,
          data: ERC20.encodeFunctionData('transfer', [order.address, units]),
        }
      : { from: ONRAMP_TREASURY, to: order.address, value: toBeHex(units) };
  return (await sendFromDevAccount(chain.rpcUrl, transaction)).transactionHash;
}

async function airdropSol(cluster, order) {
  const signature = await rpc(cluster.rpcUrl, 'requestAirdrop', [
    order.address,
    Number(order.units),
  ]);
  const { value } = await rpc(cluster.rpcUrl, 'getSignatureStatuses', [[signature]]);
  if (!value?.[0] || value[0].err)
    throw new Error(`Airdrop ${signature} failed: ${JSON.stringify(value?.[0]?.err ?? null)}`);
  return signature;
}

/** Sends the order's crypto; resolves to the transaction hash (signature on Solana). */
function send(ctx, order) {
  if (order.asset === 'SOL') {
    const cluster = [...(ctx.solana?.values() ?? [])][0];
    if (!cluster) throw new ApiHttpError(400, 'SOL orders are not supported by the local provider');
    return airdropSol(cluster, order);
  }
  const chain = [...ctx.chains.values()].find((c) => `local-${c.chainId}` === order.network);
  if (!chain) {
    throw new ApiHttpError(
      400,
      `The local provider delivers on the stack's local chains only, not on ${order.networkName}`,
    );
  }
  return sendOnLocalChain(chain, order);
}

/**
 * Sends the order unless it is complete; updates its status, txHash and error. Throws the
 * failure (an ApiHttpError carries the status to answer).
 */
export function deliverOnrampOrder(ctx, order) {
  if (order.status === 'complete') return Promise.resolve(order);
  let running = inFlight.get(order);
  if (!running) {
    running = (async () => {
      Object.assign(order, { status: 'sending', error: null });
      try {
        order.txHash = await send(ctx, order);
        order.status = 'complete';
        return order;
      } catch (error) {
        Object.assign(order, { status: 'failed', error: errorMessage(error) });
        throw error;
      } finally {
        inFlight.delete(order);
      }
    })();
    inFlight.set(order, running);
  }
  return running;
}
