/** @jest-environment node */
import type { LegacySiweConfig, SiweSession } from '../../../src/features/siwx/LegacySiweConfig';
import { siweConfigToSiwx } from '../../../src/features/siwx/siweConfigToSiwx';
import { formatSiwxMessage } from '../../../src/features/siwx/formatSiwxMessage';
import { SiwxMessageError } from '../../../src/features/siwx/SiwxMessageError';
import { SiwxVerificationError } from '../../../src/features/siwx/SiwxVerificationError';
import type { SiwxSession } from '../../../src/features/siwx/types';
import { CHAINS, ANVIL_ADDRESS, iso, NOW, rejectionOf } from '../../support/siwxFixtures';

/** A legacy config whose "server" keeps one session, like AppKit's createSIWEConfig examples. */
function legacy(overrides: Partial<LegacySiweConfig> = {}) {
  let session: SiweSession | null = null;
  const config = {
    getNonce: jest.fn(async () => 'serverNonce123'),
    getMessageParams: jest.fn(async () => ({
      domain: 'app.example',
      uri: 'https://app.example/',
      chains: [1, 10],
      statement: 'Sign in with Ethereum',
    })),
    // What AppKit's formatMessage writes: the CAIP-10 prefix stripped.
    createMessage: jest.fn((args) =>
      formatSiwxMessage(
        {
          accountAddress: args.address.split(':')[2]!,
          chainId: `eip155:${args.chainId}`,
          domain: args.domain,
          uri: args.uri,
          version: args.version,
          nonce: args.nonce,
          issuedAt: args.iat!,
          ...(args.statement && { statement: args.statement }),
        },
        CHAINS,
      ),
    ),
    verifyMessage: jest.fn(async ({ signature }: { signature: string }) => {
      const ok = signature === '0xgood';
      if (ok) session = { address: ANVIL_ADDRESS, chainId: 1 };
      return ok;
    }),
    getSession: jest.fn(async () => session),
    signOut: jest.fn(async () => {
      session = null;
      return true;
    }),
    onSignIn: jest.fn(),
    onSignOut: jest.fn(),
    ...overrides,
  } satisfies LegacySiweConfig;
  return { config, siwx: siweConfigToSiwx(config, { now: () => NOW }) };
}

const signed = (message: string, signature = '0xgood'): SiwxSession => ({
  data: {
    accountAddress: ANVIL_ADDRESS,
    chainId: 'eip155:1',
    domain: 'app.example',
    uri: 'https://app.example/',
    version: '1',
    nonce: 'serverNonce123',
    issuedAt: iso(NOW),
  },
  message,
  signature,
});

describe('siweConfigToSiwx', () => {
  it('default: createMessage asks the host for a nonce, params and its text', async () => {
    const { config, siwx } = legacy();
    const message = await siwx.createMessage({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:10',
    });
    expect(config.getNonce).toHaveBeenCalledWith(ANVIL_ADDRESS);
    expect(config.createMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        address: `eip155:10:${ANVIL_ADDRESS}`,
        chainId: 10,
        domain: 'app.example',
        uri: 'https://app.example/',
        nonce: 'serverNonce123',
        version: '1',
        statement: 'Sign in with Ethereum',
        iat: iso(NOW),
      }),
    );
    expect(message.toString()).toBe(jest.mocked(config.createMessage).mock.results[0]!.value);
    // The fields are read back from the host's text.
    expect(message).toMatchObject({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:10',
      nonce: 'serverNonce123',
      statement: 'Sign in with Ethereum',
      serializedMessage: message.toString(),
    });
  });

  it('behavior: a host text in its own format keeps the fields that were asked for', async () => {
    const { siwx } = legacy({ createMessage: () => 'Sign this please' });
    const message = await siwx.createMessage({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:1',
    });
    expect(message.toString()).toBe('Sign this please');
    expect(message).toMatchObject({
      accountAddress: ANVIL_ADDRESS,
      chainId: 'eip155:1',
      nonce: 'serverNonce123',
      domain: 'app.example',
    });
  });

  it('errors: SIWE is eip155 only', async () => {
    const { siwx } = legacy();
    const error = await rejectionOf(
      siwx.createMessage({ accountAddress: 'abc', chainId: 'solana:mainnet' }),
    );
    expect(error).toBeInstanceOf(SiwxMessageError);
    expect((error as SiwxMessageError).field).toBe('chainId');
  });

  it('default: addSession verifies through the host, then calls onSignIn with its session', async () => {
    const { config, siwx } = legacy();
    await siwx.addSession({ ...signed('text'), cacao: { h: 1 } });
    expect(config.verifyMessage).toHaveBeenCalledWith({
      message: 'text',
      signature: '0xgood',
      cacao: { h: 1 },
    });
    expect(config.onSignIn).toHaveBeenCalledWith({ address: ANVIL_ADDRESS, chainId: 1 });
  });

  it('errors: addSession refused or failing is a signature error', async () => {
    const { config, siwx } = legacy();
    const refused = await rejectionOf(siwx.addSession(signed('text', '0xbad')));
    expect(refused).toBeInstanceOf(SiwxVerificationError);
    expect((refused as SiwxVerificationError).rule).toBe('signature');
    expect(config.onSignIn).not.toHaveBeenCalled();

    const cause = new Error('server down');
    const { siwx: failing } = legacy({ verifyMessage: async () => Promise.reject(cause) });
    const failed = await rejectionOf(failing.addSession(signed('text')));
    expect((failed as SiwxVerificationError).rule).toBe('signature');
    expect((failed as Error).cause).toBe(cause);
  });

  it('behavior: getSessions reports the host session for its account and network only', async () => {
    const { siwx } = legacy();
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
    await siwx.addSession(signed('text'));
    const [session] = await siwx.getSessions('eip155:1', ANVIL_ADDRESS.toLowerCase());
    expect(session?.data).toMatchObject({
      accountAddress: ANVIL_ADDRESS.toLowerCase(),
      chainId: 'eip155:1',
    });
    expect(await siwx.getSessions('eip155:10', ANVIL_ADDRESS)).toEqual([]);
    expect(
      await siwx.getSessions('eip155:1', '0x2222222222222222222222222222222222222222'),
    ).toEqual([]);
  });

  it('errors: a failing getSession means no session', async () => {
    const { siwx } = legacy({ getSession: async () => Promise.reject(new Error('401')) });
    expect(await siwx.getSessions('eip155:1', ANVIL_ADDRESS)).toEqual([]);
  });

  it('behavior: revokeSession signs out only the session of that account', async () => {
    const { config, siwx } = legacy();
    await siwx.addSession(signed('text'));
    await siwx.revokeSession('eip155:1', '0x2222222222222222222222222222222222222222');
    expect(config.signOut).not.toHaveBeenCalled();
    await siwx.revokeSession('eip155:1', ANVIL_ADDRESS);
    expect(config.signOut).toHaveBeenCalledTimes(1);
    expect(config.onSignOut).toHaveBeenCalledTimes(1);
  });

  it('behavior: setSessions signs out on an empty list and signs in with the first session', async () => {
    const { config, siwx } = legacy();
    await siwx.setSessions([signed('first'), signed('second')]);
    expect(config.verifyMessage).toHaveBeenCalledTimes(1);
    expect(config.verifyMessage).toHaveBeenCalledWith({ message: 'first', signature: '0xgood' });
    await siwx.setSessions([]);
    expect(config.signOut).toHaveBeenCalledTimes(1);
  });

  it('parameters: required and signOutOnDisconnect, with their defaults', () => {
    expect(legacy().siwx.getRequired?.()).toBe(false);
    expect(legacy().siwx.signOutOnDisconnect).toBe(true);
    const { siwx } = legacy({ required: true, signOutOnDisconnect: false });
    expect(siwx.getRequired?.()).toBe(true);
    expect(siwx.signOutOnDisconnect).toBe(false);
  });
});
