import { createBitcoinChain } from './createBitcoinChain.mjs';
import { BITCOIN_DEV_ACCOUNTS, DEV_ORDINALS_FUNDING, DEV_PAYMENT_FUNDING } from './devAccounts.mjs';

/**
 * The start state: block 1's coinbase pays each dev payment address DEV_PAYMENT_FUNDING
 * (0.5, 0.25 and 0.1 BTC) and each ordinals address DEV_ORDINALS_FUNDING (10,000 sats),
 * account by account; the tip is then height 1.
 * @param {Parameters<typeof createBitcoinChain>[0]} [options]
 */
export function createDevChain(options) {
  const chain = createBitcoinChain(options);
  chain.fund(
    BITCOIN_DEV_ACCOUNTS.flatMap(({ paymentAddress, ordinalsAddress }) => [
      ...DEV_PAYMENT_FUNDING.map((sats) => ({ address: paymentAddress, sats })),
      { address: ordinalsAddress, sats: DEV_ORDINALS_FUNDING },
    ]),
  );
  return chain;
}
