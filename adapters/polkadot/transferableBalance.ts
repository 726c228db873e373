/** An account's balances as `system.account` holds them, in planck. */
export interface PolkadotAccountBalance {
  free: bigint;
  reserved: bigint;
  /**
   * What freezes (locks: staking, vesting, votes) keep from moving, counted against free and
   * reserved together. Older runtimes hold `miscFrozen` and `feeFrozen`: their larger one.
   */
  frozen: bigint;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);

/**
 * What of the free balance no lock holds: free − max(frozen − reserved, 0). Freezes apply to
 * free and reserved together, so what is on hold counts towards them (the Polkadot SDK's
 * `reducible_balance`, polite).
 */
export function liquidBalance({ free, reserved, frozen }: PolkadotAccountBalance): bigint {
  return max(0n, free - max(frozen - reserved, 0n));
}

/**
 * The transferable balance shown for an account, as Polkadot-JS Apps and the wallets show it
 * (@polkadot/api-derive `balances.all`): free − max(frozen − reserved, ED), where the
 * existential deposit counts only for an account with something frozen or reserved (its
 * provider reference must stay; a plain account may be emptied, by `transferAll`). Never
 * below 0. A send from here still keeps the ED (`transferKeepAlive`): `checkPolkadotTransfer`
 * refuses a send that would leave less.
 */
export function transferableBalance(
  balance: PolkadotAccountBalance,
  existentialDeposit: bigint,
): bigint {
  const { free, reserved, frozen } = balance;
  const keep = frozen === 0n && reserved === 0n ? 0n : existentialDeposit;
  return max(0n, free - max(keep, frozen - reserved));
}
