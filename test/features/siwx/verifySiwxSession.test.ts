/** @jest-environment node */
import { hashMessage } from 'ethers/hash';
import { Wallet } from 'ethers/wallet';
import type { FetchFn } from '../../../src/adapter/rpc/createHttpTransport';
import { createSiwxMessage } from '../../../src/features/siwx/createSiwxMessage';
import { SiwxVerificationError } from '../../../src/features/siwx/SiwxVerificationError';
import type { SiwxRpcRequest, SiwxSession } from '../../../src/features/siwx/types';
import { EIP1271_MAGIC_VALUE } from '../../../adapters/eip155/verifyEip155Signature';
import {
  verifySiwxSession,
  type VerifySiwxSessionOptions,
} from '../../../src/features/siwx/verifySiwxSession';
import {
  CHAINS,
  ANVIL_ADDRESS,
  ANVIL_KEY,
  iso,
  MINUTE,
  NOW,
  OTHER_KEY,
  rejectionOf,
  signedSession,
} from '../../support/siwxFixtures';

const expected: VerifySiwxSessionOptions = {
  chains: CHAINS,
  domain: 'app.example',
  uri: 'https://app.example/',
  nonce: 'abcdef123456',
  chainId: 'eip155:1',
  now: () => NOW,
};

const ruleOf = async (promise: Promise<unknown>) => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(SiwxVerificationError);
  expect((error as SiwxVerificationError).shortMessage).toBe('Error signing message');
  return (error as SiwxVerificationError).rule;
};

const SMART_ACCOUNT = '0x1111111111111111111111111111111111111111';
const MAGIC_WORD = `${EIP1271_MAGIC_VALUE}${'0'.repeat(56)}`;

/** A stand-in chain: code at the smart account, and its contract answering `isValidSignature`. */
function fakeChain(answer: string | Error, code = '0x6080604052') {
  const calls: { method: string; params: readonly unknown[] }[] = [];
  const rpcRequest: SiwxRpcRequest = async (method, params) => {
    calls.push({ method, params });
    if (method === 'eth_getCode') return code;
    if (method === 'eth_call') {
      if (answer instanceof Error) throw answer;
      return answer;
    }
    throw new Error(`unexpected ${method}`);
  };
  return { calls, rpcRequest };
}

/** A session for the smart account, signed by its owner key (which is not the account). */
async function smartAccountSession(): Promise<SiwxSession> {
  const { session } = await signedSession({ accountAddress: SMART_ACCOUNT });
  return session;
}

describe('verifySiwxSession', () => {
  it('default: a real signature from an ethers Wallet verifies (EOA)', async () => {
    const { session } = await signedSession();
    const message = await verifySiwxSession(session, expected);
    expect(message.accountAddress).toBe(ANVIL_ADDRESS);
    expect(message.serializedMessage).toBe(session.message);
  });

  it('behavior: data with a lowercase address still matches the checksummed text', async () => {
    const { session } = await signedSession();
    const lower = {
      ...session,
      data: { ...session.data, accountAddress: ANVIL_ADDRESS.toLowerCase() },
    };
    await expect(verifySiwxSession(lower, expected)).resolves.toBeDefined();
  });

  it('behavior: the optional checks are skipped when no expectation is given', async () => {
    const { session } = await signedSession({ nonce: 'otherNonce99', chainId: 'eip155:10' });
    await expect(
      verifySiwxSession(session, { chains: CHAINS, domain: 'app.example', now: () => NOW }),
    ).resolves.toBeDefined();
  });

  it('errors: without the sign-in rules of its namespace a valid signature is refused, saying how to fix it', async () => {
    const { session } = await signedSession();
    const error = await rejectionOf(
      verifySiwxSession(session, { domain: 'app.example', now: () => NOW }),
    );
    expect(error).toMatchObject({ rule: 'signature' });
    expect(String(error)).toContain('pass its sign-in rules in `chains`');
  });

  it('behavior: the uri may be any page of the expected origin', async () => {
    const { session } = await signedSession({ uri: 'https://app.example:443/deep/page?x=1' });
    await expect(verifySiwxSession(session, expected)).resolves.toBeDefined();
  });

  it('behavior: the domain is compared case-insensitively', async () => {
    const { session } = await signedSession({ domain: 'App.Example' });
    await expect(verifySiwxSession(session, expected)).resolves.toBeDefined();
  });

  it('behavior: issuedAt and notBefore may be a little ahead (clock skew)', async () => {
    const { session } = await signedSession({
      issuedAt: iso(NOW + 30_000),
      notBefore: iso(NOW + 30_000),
    });
    await expect(verifySiwxSession(session, expected)).resolves.toBeDefined();
    expect(await ruleOf(verifySiwxSession(session, { ...expected, clockSkewMs: 0 }))).toBe(
      'issuedAt',
    );
  });

  it('behavior: a nonce predicate accepts any nonce it knows', async () => {
    const { session } = await signedSession();
    await expect(
      verifySiwxSession(session, { ...expected, nonce: (n) => ['x', 'abcdef123456'].includes(n) }),
    ).resolves.toBeDefined();
    expect(await ruleOf(verifySiwxSession(session, { ...expected, nonce: () => false }))).toBe(
      'nonce',
    );
  });

  describe('errors: each rule', () => {
    it('signature: signed by another key', async () => {
      const { session } = await signedSession({}, OTHER_KEY);
      const error = await rejectionOf(verifySiwxSession(session, expected));
      expect((error as SiwxVerificationError).rule).toBe('signature');
      expect((error as SiwxVerificationError).details).toContain(new Wallet(OTHER_KEY).address);
    });

    it('signature: the message was changed after signing', async () => {
      const { session } = await signedSession();
      const { session: other } = await signedSession({ statement: 'Something else' }, OTHER_KEY);
      expect(
        await ruleOf(verifySiwxSession({ ...other, signature: session.signature }, expected)),
      ).toBe('signature');
    });

    it('signature: not a signature at all', async () => {
      const { session } = await signedSession();
      expect(await ruleOf(verifySiwxSession({ ...session, signature: '0x1234' }, expected))).toBe(
        'signature',
      );
    });

    it('domain: signed for another site', async () => {
      const { session } = await signedSession({ domain: 'evil.example' });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('domain');
    });

    it.each([
      ['another origin', 'https://evil.example/login'],
      ['a look-alike prefix', 'https://app.example.evil.example/'],
      ['another scheme', 'http://app.example/login'],
      ['another port', 'https://app.example:8443/login'],
    ])('uri: %s', async (_case, uri) => {
      const { session } = await signedSession({ uri });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('uri');
    });

    it('nonce: not the issued one', async () => {
      const { session } = await signedSession({ nonce: 'replayed1234' });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('nonce');
    });

    it('issuedAt: in the future', async () => {
      const { session } = await signedSession({ issuedAt: iso(NOW + 5 * MINUTE) });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('issuedAt');
    });

    it('notBefore: not yet valid', async () => {
      const { session } = await signedSession({ notBefore: iso(NOW + 5 * MINUTE) });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('notBefore');
    });

    it('expirationTime: expired', async () => {
      const { session } = await signedSession({
        issuedAt: iso(NOW - 10 * MINUTE),
        expirationTime: iso(NOW - MINUTE),
      });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('expirationTime');
      // At the very instant of expiry it is already invalid.
      expect(
        await ruleOf(verifySiwxSession(session, { ...expected, now: () => NOW - MINUTE })),
      ).toBe('expirationTime');
      await expect(
        verifySiwxSession(session, { ...expected, now: () => NOW - 2 * MINUTE }),
      ).resolves.toBeDefined();
    });

    it('chainId: signed on another network', async () => {
      const { session } = await signedSession({ chainId: 'eip155:10' });
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('chainId');
    });

    it('format: the text does not parse', async () => {
      const { session } = await signedSession();
      expect(await ruleOf(verifySiwxSession({ ...session, message: 'hello' }, expected))).toBe(
        'format',
      );
    });

    it.each([
      ['expirationTime', { expirationTime: iso(NOW + 60 * MINUTE) }],
      ['nonce', { nonce: 'abcdef654321' }],
      ['chainId', { chainId: 'eip155:10' as const }],
      ['accountAddress', { accountAddress: SMART_ACCOUNT }],
      ['resources', { resources: ['https://app.example/extra'] }],
      ['statement', { statement: undefined }],
    ])('format: session.data claims another %s than the signed text', async (_field, change) => {
      const { session } = await signedSession();
      expect(
        await ruleOf(
          verifySiwxSession({ ...session, data: { ...session.data, ...change } }, expected),
        ),
      ).toBe('format');
    });

    it('format: no signature', async () => {
      const { session } = await signedSession();
      expect(await ruleOf(verifySiwxSession({ ...session, signature: '' }, expected))).toBe(
        'format',
      );
    });
  });

  describe('EIP-1271 smart accounts', () => {
    it('default: the contract returning the magic value accepts the signature', async () => {
      const session = await smartAccountSession();
      const chain = fakeChain(MAGIC_WORD);
      await expect(
        verifySiwxSession(session, { ...expected, rpcRequest: chain.rpcRequest }),
      ).resolves.toBeDefined();
      expect(chain.calls.map((c) => c.method)).toEqual(['eth_getCode', 'eth_call']);
      expect(chain.calls[0]!.params).toEqual([SMART_ACCOUNT, 'latest']);
      // isValidSignature(bytes32 hashMessage(message), bytes signature), ABI-encoded.
      const sig = session.signature.slice(2);
      const [call, block] = chain.calls[1]!.params as [{ to: string; data: string }, string];
      expect(block).toBe('latest');
      expect(call.to).toBe(SMART_ACCOUNT);
      expect(call.data).toBe(
        '0x1626ba7e' +
          hashMessage(session.message).slice(2) +
          '40'.padStart(64, '0') +
          (sig.length / 2).toString(16).padStart(64, '0') +
          sig.padEnd(Math.ceil(sig.length / 64) * 64, '0'),
      );
    });

    it.each([
      ['another value', `0xffffffff${'0'.repeat(56)}`],
      ['nothing', '0x'],
      ['a revert', new Error('execution reverted')],
    ])('errors: the contract answering %s refuses it', async (_case, answer) => {
      const session = await smartAccountSession();
      const chain = fakeChain(answer);
      expect(
        await ruleOf(verifySiwxSession(session, { ...expected, rpcRequest: chain.rpcRequest })),
      ).toBe('signature');
    });

    it('errors: an address without code is an EOA whose signature did not match', async () => {
      const session = await smartAccountSession();
      const chain = fakeChain(MAGIC_WORD, '0x');
      expect(
        await ruleOf(verifySiwxSession(session, { ...expected, rpcRequest: chain.rpcRequest })),
      ).toBe('signature');
      expect(chain.calls.map((c) => c.method)).toEqual(['eth_getCode']);
    });

    it('errors: without an RPC a mismatching signature cannot be checked', async () => {
      const session = await smartAccountSession();
      expect(await ruleOf(verifySiwxSession(session, expected))).toBe('signature');
    });

    it('behavior: a matching EOA signature makes no RPC call', async () => {
      const { session } = await signedSession();
      const chain = fakeChain(MAGIC_WORD);
      await verifySiwxSession(session, { ...expected, rpcRequest: chain.rpcRequest });
      expect(chain.calls).toEqual([]);
    });

    it('behavior: a failed rule makes no RPC call', async () => {
      const session = await smartAccountSession();
      const chain = fakeChain(MAGIC_WORD);
      await rejectionOf(
        verifySiwxSession(session, {
          ...expected,
          domain: 'other.example',
          rpcRequest: chain.rpcRequest,
        }),
      );
      expect(chain.calls).toEqual([]);
    });

    it('parameters: rpcUrl posts JSON-RPC through the given fetch', async () => {
      const session = await smartAccountSession();
      const bodies: { method: string }[] = [];
      const fetch: FetchFn = async (_url, init) => {
        const body = JSON.parse(String(init.body)) as { id: number; method: string };
        bodies.push(body);
        const result = body.method === 'eth_getCode' ? '0x60' : MAGIC_WORD;
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }));
      };
      await expect(
        verifySiwxSession(session, { ...expected, rpcUrl: 'http://rpc.test', fetch }),
      ).resolves.toBeDefined();
      expect(bodies.map((b) => b.method)).toEqual(['eth_getCode', 'eth_call']);
    });
  });

  describe('other namespaces', () => {
    const solana = async () => {
      const message = await createSiwxMessage(
        {
          accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
          chainId: 'solana:mainnet',
          version: '1',
          domain: 'app.example',
          uri: 'https://app.example/',
          nonce: 'abcdef123456',
          issuedAt: iso(NOW),
        },
        { chains: CHAINS },
      );
      const { serializedMessage, toString: _toString, ...data } = message;
      return { data, message: serializedMessage, signature: 'base58signature' };
    };
    const options = { ...expected, chainId: 'solana:mainnet' as const };

    it('errors: refused without a verifier for the namespace', async () => {
      expect(await ruleOf(verifySiwxSession(await solana(), options))).toBe('signature');
    });

    it('parameters: verifySignature decides', async () => {
      const session = await solana();
      const verifySignature = jest.fn(async () => true);
      await expect(
        verifySiwxSession(session, { ...options, verifySignature }),
      ).resolves.toBeDefined();
      expect(verifySignature).toHaveBeenCalledWith({
        message: session.message,
        signature: 'base58signature',
        address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        chainId: 'solana:mainnet',
      });
      expect(
        await ruleOf(
          verifySiwxSession(session, { ...options, verifySignature: async () => false }),
        ),
      ).toBe('signature');
      expect(
        await ruleOf(
          verifySiwxSession(session, {
            ...options,
            verifySignature: async () => {
              throw new Error('bad key');
            },
          }),
        ),
      ).toBe('signature');
    });
  });

  it('behavior: anvil key fixture is the well-known dev account', () => {
    expect(new Wallet(ANVIL_KEY).address).toBe(ANVIL_ADDRESS);
  });
});
