/** @jest-environment node */
import { createSiwxMessage } from '../../../src/features/siwx/createSiwxMessage';
import { formatSiwxMessage } from '../../../src/features/siwx/formatSiwxMessage';
import { parseSiwxMessage } from '../../../src/features/siwx/parseSiwxMessage';
import { SiwxMessageError } from '../../../src/features/siwx/SiwxMessageError';
import { CHAINS, ANVIL_ADDRESS, baseFields, iso, NOW } from '../../support/siwxFixtures';

const EIP4361_EXAMPLE = `example.com wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

I accept the ExampleOrg Terms of Service: https://example.com/tos

URI: https://example.com/login
Version: 1
Chain ID: 1
Nonce: 32891756
Issued At: 2021-09-30T16:25:24Z
Resources:
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/
- https://example.com/my-web2-claim.json`;

const fieldOf = (text: string) => {
  try {
    parseSiwxMessage(text, CHAINS);
  } catch (error) {
    expect(error).toBeInstanceOf(SiwxMessageError);
    return (error as SiwxMessageError).field;
  }
  throw new Error('expected the parse to fail');
};

const minimal = () => {
  const { statement: _none, ...fields } = baseFields();
  return fields;
};

describe('parseSiwxMessage', () => {
  it('default: reads the EIP-4361 example into its fields', () => {
    const message = parseSiwxMessage(EIP4361_EXAMPLE, CHAINS);
    expect({ ...message, toString: undefined }).toEqual({
      domain: 'example.com',
      accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      uri: 'https://example.com/login',
      version: '1',
      chainId: 'eip155:1',
      nonce: '32891756',
      issuedAt: '2021-09-30T16:25:24Z',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
      serializedMessage: EIP4361_EXAMPLE,
      toString: undefined,
    });
    expect(message.toString()).toBe(EIP4361_EXAMPLE);
  });

  it.each([
    ['the minimal message', minimal()],
    ['a statement', baseFields()],
    [
      'every optional field',
      baseFields({
        expirationTime: iso(NOW + 3_600_000),
        notBefore: iso(NOW + 60_000),
        requestId: 'r-1',
        resources: ['https://app.example/a', 'urn:x:y'],
      }),
    ],
    ['one resource and no statement', { ...minimal(), resources: ['https://app.example/a'] }],
    ['a zone offset', baseFields({ issuedAt: '2025-01-01T13:00:00.123+01:00' })],
    [
      'a solana account',
      baseFields({
        chainId: 'solana:mainnet',
        accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      }),
    ],
    [
      'a bitcoin account',
      baseFields({
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      }),
    ],
    ['a statement that looks like a field', baseFields({ statement: 'URI: https://evil.example' })],
  ])('behavior: round trip with %s', async (_case, fields) => {
    const created = await createSiwxMessage(fields, { chains: CHAINS });
    const parsed = parseSiwxMessage(created.serializedMessage, CHAINS);
    const { toString: _a, ...createdData } = created;
    const { toString: _b, ...parsedData } = parsed;
    expect(parsedData).toEqual(createdData);
    expect(formatSiwxMessage(parsed, CHAINS)).toBe(created.serializedMessage);
  });

  it('errors: an eip155 address that is not EIP-55 checksummed is refused (EIP-4361)', () => {
    const text = EIP4361_EXAMPLE.replace(
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
    );
    expect(() => parseSiwxMessage(text, CHAINS)).toThrow(
      expect.objectContaining({ field: 'accountAddress' }),
    );
  });

  describe('errors: strict layout', () => {
    const lines = EIP4361_EXAMPLE.split('\n');
    const edit = (change: (copy: string[]) => void) => {
      const copy = [...lines];
      change(copy);
      return copy.join('\n');
    };

    it.each([
      ['CRLF line ends', EIP4361_EXAMPLE.replace(/\n/g, '\r\n')],
      ['a trailing newline', `${EIP4361_EXAMPLE}\n`],
      ['an unknown blockchain', EIP4361_EXAMPLE.replace('Ethereum', 'Tron')],
      ['a reworded header', EIP4361_EXAMPLE.replace('wants you to', 'asks you to')],
      ['no blank line after the address', edit((c) => c.splice(2, 1))],
      ['no blank line after the statement', edit((c) => c.splice(4, 1))],
      // The pre-2022 layout without a statement had one blank line, not two.
      ['one blank line and no statement', edit((c) => c.splice(3, 2))],
      ['a missing Version', edit((c) => c.splice(6, 1))],
      ['fields out of order', edit((c) => c.splice(6, 2, c[7]!, c[6]!))],
      ['an unknown field', edit((c) => c.splice(10, 0, 'Foo: bar'))],
      ['a resource without "- "', edit((c) => c.splice(11, 1, 'ipfs://x'))],
      ['an empty Resources section', edit((c) => c.splice(11, 2))],
      ['a lowercase label', EIP4361_EXAMPLE.replace('Nonce: ', 'nonce: ')],
      ['nothing', ''],
    ])('%s', (_case, text) => {
      expect(fieldOf(text)).toBe('message');
    });

    it('Not Before written before Expiration Time', async () => {
      const text = (
        await createSiwxMessage(
          baseFields({ expirationTime: iso(NOW + 3_600_000), notBefore: iso(NOW + 60_000) }),
          { chains: CHAINS },
        )
      ).serializedMessage;
      const swapped = text.replace(
        /(Expiration Time: .*)\n(Not Before: .*)/,
        (_all, exp: string, nbf: string) => `${nbf}\n${exp}`,
      );
      expect(fieldOf(swapped)).toBe('message');
    });

    it.each([
      [
        'domain',
        'a "scheme" that is not RFC 3986, which then reads as the domain',
        EIP4361_EXAMPLE.replace('example.com wants', '1https://example.com wants'),
      ],
      ['nonce', 'a short nonce', EIP4361_EXAMPLE.replace('Nonce: 32891756', 'Nonce: 123')],
      ['version', 'version 2', EIP4361_EXAMPLE.replace('Version: 1', 'Version: 2')],
      ['chainId', 'a non-numeric chain id', EIP4361_EXAMPLE.replace('Chain ID: 1', 'Chain ID: x')],
      ['issuedAt', 'a bad date', EIP4361_EXAMPLE.replace('2021-09-30T16:25:24Z', '30/09/2021')],
      [
        'accountAddress',
        'a short address',
        EIP4361_EXAMPLE.replace('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', '0xC02a'),
      ],
      [
        'resources',
        'a resource that is no URI',
        EIP4361_EXAMPLE.replace('- https://example.com/my-web2-claim.json', '- my claim'),
      ],
    ])('names the field: %s (%s)', (field, _case, text) => {
      expect(fieldOf(text)).toBe(field);
    });
  });

  it('behavior: the address line keeps the checksum the message was created with', async () => {
    const created = await createSiwxMessage(
      baseFields({ accountAddress: ANVIL_ADDRESS.toLowerCase() }),
      { chains: CHAINS },
    );
    expect(parseSiwxMessage(created.serializedMessage, CHAINS).accountAddress).toBe(ANVIL_ADDRESS);
  });
});
