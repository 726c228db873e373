import type { SendProblem, SendToken } from './types';

/** What the form's rules need to know besides what was typed. */
export interface SendContext {
  /** The active account, or null (an active namespace is required). */
  account: string | null;
  /** The adapter's `send` capability (only eip155 and solana send). */
  canSend: boolean;
  token: SendToken | null;
  /** The chain module's exact decimal → smallest units (throws on a malformed amount). */
  parseUnits(value: string, decimals: number): bigint;
}

const problem = (
  key: SendProblem['key'],
  field: SendProblem['field'],
  params?: SendProblem['params'],
): { ok: false; problem: SendProblem } => ({
  ok: false,
  problem: { key, field, ...(params && { params }) },
});

// A plain decimal: digits, at most one point. No sign, no exponent, no separators.
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The send rules, in order, with their texts: an amount and a receiver; a
 * token; an active account; a chain that sends; a token's contract; then the amount itself:
 * a plain positive decimal, no more decimal places than the token has, no more than its
 * balance. The receiver's own rule (address, checksum, name) and the fee come after, in the
 * saga, as they need the chain and the API.
 */
export function checkSendForm(
  form: { amount: string; receiver: string },
  context: SendContext,
): { ok: true; units: bigint } | { ok: false; problem: SendProblem } {
  const amount = form.amount.trim();
  if (amount === '' || form.receiver.trim() === '') return problem('send.error.required', null);
  const { token } = context;
  if (!token) return problem('send.error.token', 'token');
  if (!context.account) return problem('send.error.noAccount', null);
  if (!context.canSend) return problem('send.error.unsupportedChain', null);
  if (token.key !== token.symbol && token.contract === null)
    return problem('send.error.tokenAddress', 'token');
  if (!DECIMAL.test(amount)) return problem('send.error.amount', 'amount');
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > token.decimals)
    return problem('send.error.decimals', 'amount', { decimals: token.decimals });
  let units: bigint;
  try {
    units = context.parseUnits(amount, token.decimals);
  } catch {
    return problem('send.error.amount', 'amount');
  }
  if (units <= 0n) return problem('send.error.amount', 'amount');
  if (units > context.parseUnits(token.balance, token.decimals))
    return problem('send.error.balance', 'amount', { symbol: token.symbol });
  return { ok: true, units };
}
