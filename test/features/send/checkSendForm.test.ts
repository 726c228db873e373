import { parseUnits } from '../../../src/adapter/units';
import { checkSendForm, type SendContext } from '../../../src/features/send/checkSendForm';
import type { SendToken } from '../../../src/features/send/types';
import { en } from '../../../src/i18n/en';

const ETH: SendToken = {
  key: 'ETH',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  balance: '10',
  price: 3000,
  contract: null,
  iconUrl: null,
};
const PUSD: SendToken = {
  key: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  symbol: 'PUSD',
  name: 'Portico USD',
  decimals: 6,
  balance: '10000',
  price: 1,
  contract: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  iconUrl: null,
};
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const context = (over: Partial<SendContext> = {}): SendContext => ({
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  canSend: true,
  token: ETH,
  parseUnits,
  ...over,
});

/** The text the form shows for a refusal (spec §5 wording). */
function refusal(amount: string, over: Partial<SendContext> = {}, receiver = TO) {
  const result = checkSendForm({ amount, receiver }, context(over));
  if (result.ok) throw new Error(`accepted ${amount}`);
  const text = en[result.problem.key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(result.problem.params?.[name]),
  );
  return { text, field: result.problem.field };
}
const units = (amount: string, over: Partial<SendContext> = {}) => {
  const result = checkSendForm({ amount, receiver: TO }, context(over));
  if (!result.ok) throw new Error(result.problem.key);
  return result.units;
};

describe('checkSendForm (spec §5)', () => {
  it('errors: each rule in the spec’s order, with its text', () => {
    expect(refusal('', {}, TO)).toEqual({
      text: 'An amount and receiver address are required',
      field: null,
    });
    expect(refusal('1', {}, '  ')).toEqual({
      text: 'An amount and receiver address are required',
      field: null,
    });
    expect(refusal('1', { token: null })).toEqual({ text: 'A token is required', field: 'token' });
    expect(refusal('1', { account: null })).toEqual({
      text: 'No ActiveCaipAddress found',
      field: null,
    });
    expect(refusal('1', { canSend: false })).toEqual({ text: 'Unsupported chain', field: null });
    expect(refusal('1', { token: { ...PUSD, contract: null } })).toEqual({
      text: 'SendController:sendERC20Token - tokenAddress is required',
      field: 'token',
    });
  });

  it('default: amounts convert exactly to smallest units by the token’s decimals', () => {
    expect(units('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(units('0.3')).toBe(units('0.1') + units('0.2')); // no 0.30000000000000004
    expect(units('0.000000000000000001')).toBe(1n); // 18 decimals: the smallest unit
    expect(units('12.5', { token: PUSD })).toBe(12_500_000n);
    expect(units('0.000001', { token: PUSD })).toBe(1n);
    expect(units('.5')).toBe(500_000_000_000_000_000n);
    expect(units('2.')).toBe(2_000_000_000_000_000_000n);
    expect(units('1.500', { token: PUSD })).toBe(1_500_000n); // trailing zeros are not precision
    const rich = { token: { ...ETH, balance: '1000000000000000000000000000000' } };
    expect(units('999999999999999999999999999999.999999999999999999', rich)).toBe(
      999_999_999_999_999_999_999_999_999_999_999_999_999_999_999_999n,
    );
  });

  it('errors: negative, exponent, separators and zero are refused as an invalid amount', () => {
    const invalid = 'Enter an amount above 0, in digits with at most one decimal point';
    for (const amount of [
      '-1',
      '1e18',
      '1,5',
      '1.2.3',
      '0x10',
      'one',
      '+1',
      '0',
      '0.000',
      'Infinity',
      'NaN',
    ])
      expect(refusal(amount)).toEqual({ text: invalid, field: 'amount' });
  });

  it('errors: more decimal places than the token has, or more than the balance, are refused', () => {
    expect(refusal('1.0000001', { token: PUSD })).toEqual({
      text: 'This token has at most 6 decimal places',
      field: 'amount',
    });
    expect(refusal('0.0000000000000000001')).toEqual({
      text: 'This token has at most 18 decimal places',
      field: 'amount',
    });
    expect(refusal('10.000000000000000001')).toEqual({
      text: 'Insufficient ETH balance',
      field: 'amount',
    });
    expect(units('10')).toBe(10_000_000_000_000_000_000n); // the whole balance is fine
    expect(refusal('10000.000001', { token: PUSD })).toEqual({
      text: 'Insufficient PUSD balance',
      field: 'amount',
    });
  });
});
