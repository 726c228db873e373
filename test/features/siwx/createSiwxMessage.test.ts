/** @jest-environment node */
import {
  createSiwxMessage,
  type SiwxMessageFields,
} from '../../../src/features/siwx/createSiwxMessage';
import { formatSiwxMessage } from '../../../src/features/siwx/formatSiwxMessage';
import { SiwxMessageError } from '../../../src/features/siwx/SiwxMessageError';
import { PorticoError } from '../../../src/adapter/PorticoError';
import {
  CHAINS,
  ANVIL_ADDRESS,
  baseFields,
  iso,
  NOW,
  rejectionOf,
} from '../../support/siwxFixtures';

// The example message of the EIP-4361 specification, written out by hand.
const EIP4361_EXAMPLE = [
  'example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n');

const eip4361ExampleFields = {
  domain: 'example.com',
  // Lowercase on purpose: createSiwxMessage checksums it (EIP-55).
  accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  uri: 'https://example.com/login',
  chainId: 'eip155:1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
  resources: [
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'https://example.com/my-web2-claim.json',
  ],
} as const;

const fieldOf = async (promise: Promise<unknown>) => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(SiwxMessageError);
  expect(error).toBeInstanceOf(PorticoError);
  expect((error as SiwxMessageError).code).toBe('SIWX_MESSAGE_INVALID');
  return (error as SiwxMessageError).field;
};

describe('createSiwxMessage', () => {
  it('default: writes exactly the example message of the EIP-4361 specification', async () => {
    const message = await createSiwxMessage(
      {
        ...eip4361ExampleFields,
        version: '1',
        resources: [...eip4361ExampleFields.resources],
      },
      { chains: CHAINS },
    );
    expect(message.serializedMessage).toBe(EIP4361_EXAMPLE);
    expect(message.toString()).toBe(EIP4361_EXAMPLE);
    expect(`${message}`).toBe(EIP4361_EXAMPLE);
    expect(message.accountAddress).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    expect(message.version).toBe('1');
  });

  it('behavior: without a statement, two blank lines separate the address from URI', async () => {
    const { statement: _none, ...fields } = baseFields();
    const message = await createSiwxMessage(fields, { chains: CHAINS });
    expect(message.serializedMessage).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ANVIL_ADDRESS,
        '',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: abcdef123456',
        'Issued At: 2025-01-01T12:00:00.000Z',
      ].join('\n'),
    );
    expect(message.statement).toBeUndefined();
  });

  it('behavior: every optional field, in the order of the EIP-4361 grammar', async () => {
    const message = await createSiwxMessage(
      baseFields({
        chainId: 'eip155:42161',
        expirationTime: '2025-01-02T12:00:00.000Z',
        notBefore: '2025-01-01T12:05:00+01:00',
        requestId: 'req-42',
        resources: ['https://app.example/terms', 'ipfs://bafy/x'],
      }),
      { chains: CHAINS },
    );
    expect(message.serializedMessage).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ANVIL_ADDRESS,
        '',
        'Sign in to Example',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: 42161',
        'Nonce: abcdef123456',
        'Issued At: 2025-01-01T12:00:00.000Z',
        'Expiration Time: 2025-01-02T12:00:00.000Z',
        'Not Before: 2025-01-01T12:05:00+01:00',
        'Request ID: req-42',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://bafy/x',
      ].join('\n'),
    );
    expect(message).toMatchObject({
      chainId: 'eip155:42161',
      requestId: 'req-42',
      resources: ['https://app.example/terms', 'ipfs://bafy/x'],
    });
  });

  it('behavior: an empty resources list writes no Resources section', async () => {
    const message = await createSiwxMessage(baseFields({ resources: [] }), { chains: CHAINS });
    expect(message.serializedMessage).not.toContain('Resources:');
    expect(message.resources).toBeUndefined();
  });

  it('parameters: issuedAt defaults to now()', async () => {
    const { issuedAt: _none, ...fields } = baseFields();
    const message = await createSiwxMessage(fields, { chains: CHAINS, now: () => NOW + 1234 });
    expect(message.issuedAt).toBe(iso(NOW + 1234));
    expect(message.serializedMessage).toContain(`\nIssued At: ${iso(NOW + 1234)}`);
  });

  it('errors: a missing version is refused, not defaulted (EIP-4361 requires it)', async () => {
    const { version: _none, ...fields } = baseFields();
    await expect(
      createSiwxMessage(fields as SiwxMessageFields, { chains: CHAINS }),
    ).rejects.toMatchObject({
      field: 'version',
    });
  });

  it.each([
    [
      'solana',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ],
    [
      'polkadot',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'Polkadot',
      '91b171bb158e2d3848fa23a9f1c25182',
      '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    ],
    [
      'bip122',
      'bip122:000000000019d6689c085ae165831e93',
      'Bitcoin',
      '000000000019d6689c085ae165831e93',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    [
      'cosmos',
      'cosmos:cosmoshub-4',
      'Cosmos',
      'cosmoshub-4',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    ],
  ] as const)(
    'behavior: %s uses the CAIP-122 form with its blockchain name and chain reference',
    async (_namespace, chainId, blockchain, reference, address) => {
      const message = await createSiwxMessage(baseFields({ chainId, accountAddress: address }), {
        chains: CHAINS,
      });
      expect(message.serializedMessage).toBe(
        [
          `app.example wants you to sign in with your ${blockchain} account:`,
          address,
          '',
          'Sign in to Example',
          '',
          'URI: https://app.example/login',
          'Version: 1',
          `Chain ID: ${reference}`,
          'Nonce: abcdef123456',
          'Issued At: 2025-01-01T12:00:00.000Z',
        ].join('\n'),
      );
      // Not EVM: written as given, never checksummed or lowercased.
      expect(message.accountAddress).toBe(address);
    },
  );

  it('behavior: accepts authorities with a port, an IP literal or user info', async () => {
    for (const domain of ['localhost:3000', '127.0.0.1:8545', '[::1]:8080', 'user@app.example']) {
      const message = await createSiwxMessage(baseFields({ domain }), { chains: CHAINS });
      expect(message.serializedMessage.startsWith(`${domain} wants you`)).toBe(true);
    }
  });

  it('errors: a mixed-case address with a wrong EIP-55 checksum', async () => {
    const wrong = ANVIL_ADDRESS.replace('f39F', 'F39f');
    expect(
      await fieldOf(createSiwxMessage(baseFields({ accountAddress: wrong }), { chains: CHAINS })),
    ).toBe('accountAddress');
  });

  it.each([
    ['statement', 'a line break', { statement: 'Sign in\nURI: https://evil.example' }],
    ['statement', 'a carriage return', { statement: 'Sign in\rnow' }],
    ['statement', 'an empty string', { statement: '' }],
    ['domain', 'a scheme', { domain: 'https://app.example' }],
    ['domain', 'a path', { domain: 'app.example/login' }],
    ['domain', 'a space', { domain: 'app example' }],
    ['domain', 'nothing', { domain: '' }],
    ['domain', 'no value (an untyped host)', { domain: undefined }],
    ['resources', 'a missing entry', { resources: ['https://ok.example', undefined] }],
    ['domain', 'a non-numeric port', { domain: 'app.example:http' }],
    ['uri', 'no scheme', { uri: 'app.example/login' }],
    ['uri', 'a relative path', { uri: '/login' }],
    ['uri', 'a space', { uri: 'https://app.example/log in' }],
    ['uri', 'a bad percent escape', { uri: 'https://app.example/%zz' }],
    ['nonce', 'fewer than 8 characters', { nonce: 'abc1234' }],
    ['nonce', 'a non-alphanumeric character', { nonce: 'abcd-12345' }],
    ['issuedAt', 'a word', { issuedAt: 'yesterday' }],
    ['issuedAt', 'a date without a time', { issuedAt: '2025-01-01' }],
    ['issuedAt', 'a time without a zone', { issuedAt: '2025-01-01T12:00:00' }],
    ['issuedAt', 'month 13', { issuedAt: '2025-13-01T12:00:00Z' }],
    ['expirationTime', 'a bad date', { expirationTime: 'tomorrow' }],
    ['notBefore', 'a bad date', { notBefore: '01/01/2025' }],
    ['resources', 'a non-URI entry', { resources: ['https://ok.example', 'not a uri'] }],
    ['requestId', 'a space', { requestId: 'req 42' }],
    ['requestId', 'an empty string', { requestId: '' }],
    ['version', "a version other than '1'", { version: '2' }],
    ['chainId', 'no reference', { chainId: 'eip155' }],
    ['chainId', 'an unsupported namespace', { chainId: 'tron:1' }],
    ['chainId', 'a non-numeric eip155 reference', { chainId: 'eip155:one' }],
    ['chainId', 'three parts', { chainId: 'eip155:1:2' }],
    ['accountAddress', 'a short EVM address', { accountAddress: '0x1234' }],
    ['accountAddress', 'an EVM address without 0x', { accountAddress: ANVIL_ADDRESS.slice(2) }],
    [
      'accountAddress',
      'a space in a solana address',
      { chainId: 'solana:mainnet', accountAddress: 'abc def' },
    ],
  ] as const)('errors: %s with %s', async (field, _case, overrides) => {
    expect(
      await fieldOf(createSiwxMessage(baseFields(overrides as never), { chains: CHAINS })),
    ).toBe(field);
  });

  it('errors: the message names the field', async () => {
    const error = await rejectionOf(
      createSiwxMessage(baseFields({ statement: 'a\nb' }), { chains: CHAINS }),
    );
    expect((error as Error).message).toBe(
      "Invalid SIWX message: statement: may hold only letters, digits, spaces and -._~:/?#[]@!$&'()*+,;= (EIP-4361)",
    );
  });

  it('formatSiwxMessage: validates too, and writes the address as given', () => {
    const fields = { ...baseFields(), version: '1' as const, issuedAt: iso(NOW) };
    expect(formatSiwxMessage(fields, CHAINS).split('\n')[1]).toBe(ANVIL_ADDRESS);
    expect(() => formatSiwxMessage({ ...fields, nonce: 'x' }, CHAINS)).toThrow(SiwxMessageError);
  });
});
