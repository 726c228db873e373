import {
  CaipFormatError,
  formatCaipAddress,
  isCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../../src/adapter/caip';

describe('CAIP parsing', () => {
  it('parses a CAIP-10 account id', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
      chainId: 'eip155:1',
    });
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      ).namespace,
    ).toBe('solana');
  });

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', 'eip155:1:0xabc:extra'],
    ['empty address', 'eip155:1:'],
    ['empty namespace', ':1:0xabc'],
    ['empty string', ''],
    ['not a string', 42],
  ])('refuses %s with the spec’s message', (_name, value) => {
    expect(() => parseCaipAddress(value)).toThrow(CaipFormatError);
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP-10 address');
    expect(isCaipAddress(value)).toBe(false);
  });

  it('parses a CAIP-2 id with exactly two parts', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' });
    for (const bad of ['eip155', 'eip155:1:2', ':1', 'eip155:', null]) {
      expect(() => parseCaipNetworkId(bad)).toThrow('Invalid CAIP-2 network id');
    }
  });

  it('formats and checks the result', () => {
    expect(formatCaipAddress('eip155:1', '0xabc')).toBe('eip155:1:0xabc');
    expect(() => formatCaipAddress('eip155:1', '')).toThrow('Invalid CAIP-10 address');
  });
});
