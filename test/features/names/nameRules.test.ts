import { buildRegistrationMessage } from '../../../src/features/names/buildRegistrationMessage';
import {
  checkNameLabel,
  isRegistrableLabel,
  NAME_MIN_LENGTH,
} from '../../../src/features/names/checkNameLabel';
import { coinTypeOf } from '../../../src/features/names/coinTypeOf';
import { NameError } from '../../../src/features/names/NameError';
import { NAME_ZONE, toFullName, toLabel } from '../../../src/features/names/nameZone';

describe('name rules (spec §5)', () => {
  test('rules: letters, digits and hyphens pass, in either case', () => {
    for (const label of ['alice', 'ALICE-42', 'a-b-c-d', '1234', '----', 'Ab9-']) {
      expect(checkNameLabel(label)).toEqual([]);
      expect(isRegistrableLabel(label)).toBe(true);
    }
  });

  test('rules: any other character breaks "letters, digits and hyphens only"', () => {
    for (const label of ['ali ce', 'alice.portico', 'ali_ce', 'alicé', 'alice!', 'ali😀ce'])
      expect(checkNameLabel(label)).toEqual(['characters']);
  });

  test(`rules: fewer than ${NAME_MIN_LENGTH} characters breaks the minimum`, () => {
    expect(NAME_MIN_LENGTH).toBe(4);
    for (const label of ['a', 'ab', 'abc', '1-2'])
      expect(checkNameLabel(label)).toEqual(['tooShort']);
    expect(checkNameLabel('abcd')).toEqual([]);
  });

  test('rules: both broken at once are both said, characters first', () => {
    expect(checkNameLabel('a!')).toEqual(['characters', 'tooShort']);
    expect(isRegistrableLabel('a!')).toBe(false);
  });

  test('default: an empty field breaks nothing but is not registrable', () => {
    expect(checkNameLabel('')).toEqual([]);
    expect(isRegistrableLabel('')).toBe(false);
  });

  test('behavior: the full name is the lower-case label in the zone, and back', () => {
    expect(NAME_ZONE).toBe('portico');
    expect(toFullName('Alice-Portico')).toBe('alice-portico.portico');
    expect(toLabel('alice-portico.portico')).toBe('alice-portico');
    expect(toLabel('alice.eth')).toBe('alice.eth');
  });
});

describe('coin type (ENSIP-11, spec §5 chain id under 2^31)', () => {
  test('behavior: 0x80000000 | chainId, unsigned', () => {
    expect(coinTypeOf(1)).toBe(0x80000001);
    expect(coinTypeOf(1)).toBe(2147483649);
    expect(coinTypeOf(31337)).toBe(2147514985);
    expect(coinTypeOf(42161)).toBe(2147525809);
    expect(coinTypeOf(0x7fffffff)).toBe(0xffffffff);
    expect(coinTypeOf(31337)).toBeGreaterThan(0);
  });

  test.each([2 ** 31, 2 ** 32 + 1, 0, -1, 1.5, Number.NaN])(
    'errors: chain id %p is refused with "Network not found"',
    (chainId) => {
      expect(() => coinTypeOf(chainId)).toThrow(NameError);
      expect(() => coinTypeOf(chainId)).toThrow('Network not found');
      try {
        coinTypeOf(chainId);
      } catch (error) {
        expect((error as NameError).code).toBe('NAME_NETWORK_NOT_FOUND');
      }
    },
  );
});

describe('registration message (spec §5)', () => {
  test('behavior: exactly {"name","attributes","timestamp"}, in that order, seconds', () => {
    expect(
      buildRegistrationMessage({ name: 'alice-portico.portico', now: 1_735_689_600_999 }),
    ).toBe('{"name":"alice-portico.portico","attributes":{},"timestamp":1735689600}');
  });

  test('parameters: attributes are carried as given', () => {
    expect(
      buildRegistrationMessage({
        name: 'alice-portico.portico',
        attributes: { avatar: 'https://example.com/a.png' },
        now: 1_000,
      }),
    ).toBe(
      '{"name":"alice-portico.portico","attributes":{"avatar":"https://example.com/a.png"},"timestamp":1}',
    );
  });
});
