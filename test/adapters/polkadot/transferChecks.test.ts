import {
  ExistentialDepositError,
  PolkadotInsufficientFundsError,
  PolkadotTransactionError,
} from '../../../adapters/polkadot/createPolkadotAdapter';
import { checkPolkadotTransfer } from '../../../adapters/polkadot/checkPolkadotTransfer';
import {
  isPoolRefusal,
  toDispatchError,
  toPoolRefusal,
} from '../../../adapters/polkadot/toPolkadotTransactionError';
import { toPolkadotWalletError } from '../../../adapters/polkadot/toPolkadotWalletError';
import { liquidBalance, transferableBalance } from '../../../adapters/polkadot/transferableBalance';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';

const ROC = { symbol: 'ROC', decimals: 12 };
const ED = 3_333_333n;
const UNIT = 10n ** 12n;
const FEE = 5_636_699n;
const plain = (free: bigint) => ({ free, reserved: 0n, frozen: 0n });
const NONE = plain(0n);

const failureOf = (run: () => void): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('transferable balance', () => {
  it('default: a plain account can move all it has; locks and holds follow the SDK’s rule', () => {
    expect(transferableBalance(plain(5n * UNIT), ED)).toBe(5n * UNIT);
    expect(liquidBalance(plain(5n * UNIT))).toBe(5n * UNIT);
    // 2 frozen, nothing reserved: the lock holds 2 of the free balance.
    expect(transferableBalance({ free: 5n * UNIT, reserved: 0n, frozen: 2n * UNIT }, ED)).toBe(
      3n * UNIT,
    );
    // The freeze counts reserved funds first: 2 frozen, 1.5 reserved → 0.5 of free held.
    expect(
      transferableBalance({ free: 5n * UNIT, reserved: (3n * UNIT) / 2n, frozen: 2n * UNIT }, ED),
    ).toBe(5n * UNIT - UNIT / 2n);
    // Something reserved and a small freeze: the ED must stay (the provider reference).
    expect(transferableBalance({ free: UNIT, reserved: UNIT, frozen: 1n }, ED)).toBe(UNIT - ED);
    expect(transferableBalance({ free: 1n, reserved: 0n, frozen: 5n * UNIT }, ED)).toBe(0n);
    expect(liquidBalance({ free: 1n, reserved: 0n, frozen: 5n * UNIT })).toBe(0n);
  });
});

describe('checkPolkadotTransfer', () => {
  const base = {
    sender: plain(10n * UNIT),
    receiver: plain(UNIT),
    value: UNIT,
    fee: FEE,
    existentialDeposit: ED,
    currency: ROC,
  };

  it('default: a send to an existing account that leaves the ED passes', () => {
    expect(() => checkPolkadotTransfer(base)).not.toThrow();
    // Exactly the ED left, and a new account given exactly the ED: both fine.
    expect(() =>
      checkPolkadotTransfer({ ...base, receiver: NONE, value: ED, sender: plain(2n * ED + FEE) }),
    ).not.toThrow();
  });

  it('errors: a new account below the ED is EXISTENTIAL_DEPOSIT with the minimum in ROC', () => {
    const error = failureOf(() =>
      checkPolkadotTransfer({ ...base, receiver: NONE, value: ED - 1n }),
    );
    expect(error).toBeInstanceOf(ExistentialDepositError);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({
      code: 'EXISTENTIAL_DEPOSIT',
      account: 'receiver',
      minimum: ED,
      shortMessage:
        'The receiver has no account yet: send at least 0.000003333333 ROC to create it',
      params: { minimum: '0.000003333333 ROC' },
    });
    // An account with only reserved funds exists: a small amount is fine.
    expect(() =>
      checkPolkadotTransfer({ ...base, receiver: { ...NONE, reserved: 1n }, value: 1n }),
    ).not.toThrow();
  });

  it('errors: more than the liquid balance for amount and fee is INSUFFICIENT_FUNDS', () => {
    const error = failureOf(() => checkPolkadotTransfer({ ...base, value: 10n * UNIT }));
    expect(error).toBeInstanceOf(PolkadotInsufficientFundsError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      needed: 10n * UNIT + FEE,
      available: 10n * UNIT,
      shortMessage: 'Not enough ROC to cover the amount and the network fee',
      params: { needed: '10.000005636699 ROC', available: '10 ROC' },
    });
    // Locked funds cannot pay.
    const locked = { free: 10n * UNIT, reserved: 0n, frozen: 9n * UNIT };
    expect(
      failureOf(() => checkPolkadotTransfer({ ...base, sender: locked, value: UNIT })),
    ).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      available: UNIT,
    });
  });

  it('errors: leaving less than the ED is EXISTENTIAL_DEPOSIT_REMAINDER (keep-alive)', () => {
    const error = failureOf(() =>
      checkPolkadotTransfer({ ...base, value: 10n * UNIT - FEE - ED + 1n }),
    );
    expect(error).toBeInstanceOf(ExistentialDepositError);
    expect(error).toMatchObject({
      code: 'EXISTENTIAL_DEPOSIT_REMAINDER',
      account: 'sender',
      shortMessage: 'Keep at least 0.000003333333 ROC in your account',
      params: { minimum: '0.000003333333 ROC' },
    });
    // The whole balance (less the fee) is the same refusal: keep-alive never empties.
    expect(
      failureOf(() => checkPolkadotTransfer({ ...base, value: 10n * UNIT - FEE })),
    ).toMatchObject({ code: 'EXISTENTIAL_DEPOSIT_REMAINDER' });
  });

  it('behavior: a transfer to oneself is judged on the fee alone; a negative value is refused', () => {
    expect(() =>
      checkPolkadotTransfer({ ...base, receiver: base.sender, value: 9n * UNIT, toSelf: true }),
    ).not.toThrow();
    expect(failureOf(() => checkPolkadotTransfer({ ...base, value: -1n }))).toMatchObject({
      code: 'INVALID_AMOUNT',
    });
  });
});

describe('transaction failures', () => {
  const context = {
    existentialDeposit: ED,
    currency: ROC,
    transactionHash: `0x${'ab'.repeat(32)}`,
  };

  it('default: dispatch errors of transfers, old and current runtimes, become typed errors', () => {
    for (const reason of ['balances.InsufficientBalance', 'Token.FundsUnavailable', 'Token.Frozen'])
      expect(toDispatchError(reason, context)).toMatchObject({
        code: 'INSUFFICIENT_FUNDS',
        stage: 'dispatch',
        reason,
        params: { reason },
        transactionHash: context.transactionHash,
      });
    for (const reason of ['balances.ExistentialDeposit', 'Token.BelowMinimum'])
      expect(toDispatchError(reason, context)).toMatchObject({
        code: 'EXISTENTIAL_DEPOSIT',
        params: { minimum: '0.000003333333 ROC' },
      });
    for (const reason of ['balances.KeepAlive', 'balances.Expendability', 'Token.NotExpendable'])
      expect(toDispatchError(reason, context)).toMatchObject({
        code: 'EXISTENTIAL_DEPOSIT_REMAINDER',
      });
    const other = toDispatchError('BadOrigin', context, 'docs');
    expect(other).toBeInstanceOf(PolkadotTransactionError);
    expect(other).toMatchObject({
      code: 'TRANSACTION_FAILED',
      shortMessage: 'The transaction failed on the network',
      details: expect.stringContaining('docs'),
    });
  });

  it('default: the pool’s refusals (1010 …) become typed errors, nothing charged', () => {
    const cases: [string, string][] = [
      [
        '1010: Invalid Transaction: Inability to pay some fees (e.g. account balance too low)',
        'INSUFFICIENT_FUNDS',
      ],
      ['1010: {"invalid":{"payment":null}}', 'INSUFFICIENT_FUNDS'],
      ['1010: Invalid Transaction: Transaction is outdated', 'NONCE_TOO_LOW'],
      ['1010: {"invalid":{"stale":null}}', 'NONCE_TOO_LOW'],
      ['1010: Invalid Transaction: Transaction will be valid in the future', 'NONCE_TOO_HIGH'],
      ['1010: Invalid Transaction: Transaction has a bad signature', 'INVALID_SIGNATURE'],
      ['1012: Transaction is temporarily banned', 'TRANSACTION_REJECTED'],
    ];
    for (const [message, code] of cases) {
      expect(isPoolRefusal(message)).toBe(true);
      expect(toPoolRefusal(message)).toMatchObject({ code, stage: 'pool', reason: message });
    }
    expect(isPoolRefusal('Rejected')).toBe(false);
  });

  it('default: an extension’s refusal, in words or 4001, is 4001; other failures stay typed', () => {
    for (const refusal of [
      new Error('Rejected'),
      new Error('Cancelled'),
      'User rejected the request',
      new Error('The source https://x.example is not allowed to interact with this extension'),
      { code: 4001, message: 'no' },
    ]) {
      const error = toPolkadotWalletError(refusal);
      expect(error).toBeInstanceOf(ProviderRpcError);
      expect(error).toMatchObject({ rpcCode: 4001, code: 'USER_REJECTED' });
    }
    expect(toPolkadotWalletError({ code: 4100, message: 'not authorised' })).toMatchObject({
      rpcCode: 4100,
    });
    expect(toPolkadotWalletError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR' });
    const typed = new PorticoError('X', 'x');
    expect(toPolkadotWalletError(typed)).toBe(typed);
  });
});
