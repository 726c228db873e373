/** @jest-environment node */
import { SiweMessage } from 'siwe';
import { createSiwxMessage } from '../../../src/features/siwx/createSiwxMessage';
import { formatSiwxMessage } from '../../../src/features/siwx/formatSiwxMessage';
import { parseSiwxMessage } from '../../../src/features/siwx/parseSiwxMessage';
import type { SiwxMessageError } from '../../../src/features/siwx/SiwxMessageError';
import { CHAINS } from '../../support/siwxFixtures';

/**
 * Issue 12 §7: our grammar is EIP-4361's ABNF. Each case is written from the EIP's text (the
 * message format and its ABNF); for each, our parser's decision must agree with the reference
 * parser (`siwe`), and a refusal names the field.
 */

const ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'; // the EIP's own, EIP-55 cased

const message = (parts: {
  origin?: string;
  address?: string;
  statement?: string | null;
  version?: string | null;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}) =>
  [
    `${parts.origin ?? 'example.com'} wants you to sign in with your Ethereum account:`,
    parts.address ?? ADDRESS,
    '',
    ...(parts.statement === null
      ? []
      : [
          parts.statement ?? 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
          '',
        ]),
    ...(parts.statement === null ? [''] : []),
    'URI: https://example.com/login',
    ...(parts.version === null ? [] : [`Version: ${parts.version ?? '1'}`]),
    'Chain ID: 1',
    'Nonce: 32891756',
    `Issued At: ${parts.issuedAt ?? '2021-09-30T16:25:24Z'}`,
    ...(parts.expirationTime ? [`Expiration Time: ${parts.expirationTime}`] : []),
    ...(parts.notBefore ? [`Not Before: ${parts.notBefore}`] : []),
    ...(parts.requestId ? [`Request ID: ${parts.requestId}`] : []),
    ...(parts.resources ? ['Resources:', ...parts.resources.map((r) => `- ${r}`)] : []),
  ].join('\n');

const referenceAccepts = (text: string) => {
  try {
    new SiweMessage(text);
    return true;
  } catch {
    return false;
  }
};

const ourField = (text: string): string | null => {
  try {
    parseSiwxMessage(text, CHAINS);
    return null;
  } catch (error) {
    return (error as SiwxMessageError).field;
  }
};

describe('EIP-4361 conformance', () => {
  it.each([
    ['the EIP’s example message', message({})],
    ['a domain with the optional scheme', message({ origin: 'https://example.com' })],
    ['a domain with a port', message({ origin: 'localhost:4361' })],
    ['no statement', message({ statement: null })],
    [
      'every optional field',
      message({
        expirationTime: '2021-10-30T16:25:24Z',
        notBefore: '2021-09-30T16:25:24Z',
        requestId: 'a-request_1',
        resources: ['ipfs://bafybei/', 'https://example.com/claim.json'],
      }),
    ],
    [
      'a statement of every allowed character',
      message({ statement: "Sign in: ok? #1 [a] @b !$&'()*+,;= -._~/" }),
    ],
    [
      'an expiration before issued-at (the grammar relates no two times)',
      message({ expirationTime: '2021-09-29T16:25:24Z' }),
    ],
    ['a leap day', message({ issuedAt: '2024-02-29T00:00:00Z' })],
    ['a time with an offset and fraction', message({ issuedAt: '2021-09-30T16:25:24.123+02:00' })],
  ])('default: accepts %s, as the reference does', (_name, text) => {
    expect(ourField(text)).toBeNull();
    expect(referenceAccepts(text)).toBe(true);
    // What we parse, we write back byte for byte.
    expect(formatSiwxMessage(parseSiwxMessage(text, CHAINS), CHAINS)).toBe(text);
  });

  it.each([
    [
      'an address not EIP-55 checksummed (all lower case)',
      message({ address: ADDRESS.toLowerCase() }),
      'accountAddress',
    ],
    [
      'an address with a wrong checksum',
      message({ address: ADDRESS.replace('C02a', 'c02A') }),
      'accountAddress',
    ],
    ['a statement with a double quote', message({ statement: 'Say "hi"' }), 'statement'],
    ['a statement with %', message({ statement: '100% sure' }), 'statement'],
    ['a statement with < and >', message({ statement: 'a <b> c' }), 'statement'],
    ['a statement with a tab', message({ statement: 'a\tb' }), 'statement'],
    ['a statement with a non-ASCII letter', message({ statement: 'Café' }), 'statement'],
    ['a 31 February', message({ issuedAt: '2021-02-31T16:25:24Z' }), 'issuedAt'],
    [
      'a 29 February outside a leap year',
      message({ issuedAt: '2023-02-29T16:25:24Z' }),
      'issuedAt',
    ],
    ['a 31 April', message({ expirationTime: '2021-04-31T00:00:00Z' }), 'expirationTime'],
    ['an hour 24', message({ notBefore: '2021-09-30T24:00:00Z' }), 'notBefore'],
    ['a missing version', message({ version: null }), 'message'],
    ['another version', message({ version: '2' }), 'version'],
  ])('errors: refuses %s, naming the field, as the reference does', (_name, text, field) => {
    expect(ourField(text)).toBe(field);
    expect(referenceAccepts(text)).toBe(false);
  });

  it('behavior: what we build, the reference parses, with the scheme and a checksummed address', async () => {
    const ours = await createSiwxMessage(
      {
        scheme: 'https',
        domain: 'example.com',
        accountAddress: ADDRESS.toLowerCase(),
        chainId: 'eip155:1',
        uri: 'https://example.com/login',
        version: '1',
        nonce: '32891756',
        issuedAt: '2021-09-30T16:25:24Z',
        statement: 'I accept the Terms: https://example.com/tos',
      },
      { chains: CHAINS },
    );
    expect(ours.serializedMessage.split('\n')[0]).toBe(
      'https://example.com wants you to sign in with your Ethereum account:',
    );
    expect(ours.accountAddress).toBe(ADDRESS);
    const reference = new SiweMessage(ours.serializedMessage);
    expect(reference.scheme).toBe('https');
    expect(reference.address).toBe(ADDRESS);
  });

  it('errors: we never build what the reference would refuse (statement, scheme)', async () => {
    const base = {
      domain: 'example.com',
      accountAddress: ADDRESS,
      chainId: 'eip155:1' as const,
      uri: 'https://example.com/login',
      version: '1' as const,
      nonce: '32891756',
    };
    await expect(
      createSiwxMessage({ ...base, statement: 'Café' }, { chains: CHAINS }),
    ).rejects.toMatchObject({
      field: 'statement',
    });
    await expect(
      createSiwxMessage({ ...base, scheme: 'ht tps' }, { chains: CHAINS }),
    ).rejects.toMatchObject({
      field: 'scheme',
    });
  });
});
