import { polkadotAdapter, polkadotChain } from '../../../adapters/polkadot/createPolkadotAdapter';

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const ALICE_DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

describe('polkadotChain', () => {
  it('default: units with 10 (DOT) and 12 (KSM, WND, ROC) decimals, exactly', () => {
    expect(polkadotChain.parseUnits('1', 10)).toBe(10_000_000_000n);
    expect(polkadotChain.parseUnits('1.5', 12)).toBe(1_500_000_000_000n);
    expect(polkadotChain.parseUnits('0.0000033333', 12)).toBe(3_333_300n);
    expect(polkadotChain.formatUnits(3_333_333n, 12)).toBe('0.000003333333');
    expect(polkadotChain.formatUnits(12_345_678_901n, 10)).toBe('1.2345678901');
    expect(() => polkadotChain.parseUnits('0.00000000001', 10)).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
    const adapter = polkadotAdapter();
    expect(adapter.chain.parseUnits('2', 10)).toBe(20_000_000_000n);
    expect(adapter.chain.formatUnits(20_000_000_000n, 10)).toBe('2');
  });

  it('default: any network’s SS58 form is an address and a receiver, kept as typed', async () => {
    expect(polkadotChain.isAddress(ALICE)).toBe(true);
    expect(polkadotChain.isAddress(ALICE_DOT)).toBe(true);
    await expect(polkadotChain.checkReceiver!(` ${ALICE_DOT} `)).resolves.toEqual({
      address: ALICE_DOT,
    });
    await expect(polkadotChain.checkReceiver!(ALICE.slice(0, -1) + 'Z')).resolves.toEqual({
      problem: 'invalid',
    });
    expect(polkadotChain.isAddress('0x' + 'ab'.repeat(20))).toBe(false);
  });

  it('default: the relay’s requests are WalletConnect’s polkadot_signMessage, answering { signature }', () => {
    expect(polkadotChain.requests.signMessage(ALICE, 'hello')).toEqual({
      method: 'polkadot_signMessage',
      params: [{ address: ALICE, message: 'hello' }],
    });
    expect(polkadotChain.requests.signMessageWithNamedParams!(ALICE, 'hello')).toEqual({
      method: 'polkadot_signMessage',
      params: { address: ALICE, message: 'hello' },
    });
    expect(polkadotChain.requests.signatureOf!({ signature: '0xab' })).toBe('0xab');
    expect(polkadotChain.requests.signatureOf!('0xab')).toBe('0xab');
    expect(polkadotChain.requests.sendTransaction).toBeUndefined();
    expect(polkadotChain.pairing).toEqual({
      methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
      events: ['chainChanged', 'accountsChanged'],
    });
  });

  it('behavior: signatures are 0x hex of 64 to 66 bytes; hashes 0x and 32 bytes', () => {
    const { isSignature, isTransactionHash } = polkadotChain.requests;
    expect(isSignature(`0x${'ab'.repeat(64)}`)).toBe(true);
    expect(isSignature(`0x01${'ab'.repeat(64)}`)).toBe(true);
    expect(isSignature(`0x02${'ab'.repeat(65)}`)).toBe(true);
    for (const bad of [`0x${'ab'.repeat(63)}`, `0x${'ab'.repeat(67)}`, 'ab'.repeat(64), 1])
      expect(isSignature(bad)).toBe(false);
    expect(isTransactionHash(`0x${'0f'.repeat(32)}`)).toBe(true);
    for (const bad of [`0x${'0f'.repeat(31)}`, '0f'.repeat(32), null])
      expect(isTransactionHash(bad)).toBe(false);
  });
});
