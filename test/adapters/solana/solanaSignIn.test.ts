import { ed25519 } from '@noble/curves/ed25519';
import bs58 from 'bs58';
import { solanaSignIn } from '../../../adapters/solana/solanaSignIn';
import { createSiwxMessage } from '../../../src/features/siwx/createSiwxMessage';
import { parseSiwxMessage } from '../../../src/features/siwx/parseSiwxMessage';

const seed = new Uint8Array(32).fill(1);
const address = bs58.encode(ed25519.getPublicKey(seed));
const other = bs58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(2)));
const sign = (message: string, key = seed) =>
  bs58.encode(ed25519.sign(new TextEncoder().encode(message), key));

describe('solanaSignIn', () => {
  it('default: an ed25519 signature of the UTF-8 message by the address’s key verifies', async () => {
    const message = 'example.com wants you to sign in with your Solana account: ✓';
    await expect(
      solanaSignIn.verifySignature({ message, signature: sign(message), address }),
    ).resolves.toBeUndefined();
  });

  it('behavior: a tampered message, or another key’s signature, is refused saying so', async () => {
    const signature = sign('hello');
    await expect(
      solanaSignIn.verifySignature({ message: 'hullo', signature, address }),
    ).rejects.toThrow(`not ${address}'s signature`);
    await expect(
      solanaSignIn.verifySignature({ message: 'hello', signature, address: other }),
    ).rejects.toThrow('signature of the message');
  });

  it('errors: a malformed signature or address is refused before any curve math', async () => {
    const good = sign('hello');
    const cases = [
      { signature: good.slice(0, -4), address, why: 'base58 of 64 bytes' },
      { signature: `0x${'ab'.repeat(64)}`, address, why: 'base58 of 64 bytes' },
      { signature: bs58.encode(new Uint8Array(64)), address, why: 'signature' },
      { signature: good, address: 'not-an-address', why: 'not a Solana address' },
    ];
    for (const { signature, address: who, why } of cases)
      await expect(
        solanaSignIn.verifySignature({ message: 'hello', signature, address: who }),
      ).rejects.toThrow(why);
  });

  it('behavior: references are 32-character base58 genesis prefixes; addresses compare exactly', () => {
    expect(solanaSignIn.isReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(solanaSignIn.isReference('G1dHUr8XxahV99RXqn3K3DnwUacUMogP')).toBe(true);
    expect(solanaSignIn.isReference('G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar')).toBe(false);
    expect(solanaSignIn.isReference('1')).toBe(false);
    expect(solanaSignIn.sameAccount(address, address)).toBe(true);
    expect(solanaSignIn.sameAccount(address, address.toLowerCase())).toBe(false);
    expect(solanaSignIn.toMessageAddress(address)).toBe(address);
    expect(() => solanaSignIn.toMessageAddress('0x1234')).toThrow('not a Solana address');
    expect(solanaSignIn.messageAddressProblem('1'.repeat(31))).toMatch('not a Solana address');
  });

  it('behavior: a CAIP-122 message for Solana is written, signed, parsed back and verified', async () => {
    const chains = [solanaSignIn];
    const message = await createSiwxMessage(
      {
        domain: 'app.example',
        uri: 'https://app.example/login',
        accountAddress: address,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        nonce: 'abcdef123456',
        issuedAt: '2026-01-01T00:00:00Z',
        version: '1',
      },
      { chains },
    );
    const text = message.toString();
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Solana account:',
      address,
    ]);
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n');
    expect(parseSiwxMessage(text, chains).accountAddress).toBe(address);
    await expect(
      solanaSignIn.verifySignature({ message: text, signature: sign(text), address }),
    ).resolves.toBeUndefined();
  });
});
