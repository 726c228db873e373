/** @jest-environment node */
import { Wallet } from 'ethers';
import { SiweMessage } from 'siwe';
import { createSiwxMessage } from '../../../src/features/siwx/createSiwxMessage';
import { parseSiwxMessage } from '../../../src/features/siwx/parseSiwxMessage';
import { CHAINS } from '../../support/siwxFixtures';

/**
 * Interop with the reference Sign-In with Ethereum library (`siwe`, Spruce): what we write
 * for eip155 parses there field for field and verifies there, and what it writes parses here.
 */
const signer = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const NOW = Date.parse('2026-11-22T10:00:00.000Z');

describe('EIP-4361 interop with the siwe library', () => {
  it('default: every field of our message reads back through SiweMessage, and its signature verifies there', async () => {
    const ours = await createSiwxMessage(
      {
        accountAddress: signer.address.toLowerCase(),
        chainId: 'eip155:31337',
        version: '1',
        domain: 'app.example:8080',
        uri: 'https://app.example:8080/login',
        nonce: 'Abc123Def456Ghi7',
        statement: 'Sign in to the example app.',
        expirationTime: '2026-11-23T10:00:00.000Z',
        notBefore: '2026-11-22T09:00:00.000Z',
        requestId: 'request-42',
        resources: ['https://app.example/terms', 'ipfs://bafybeiexample'],
      },
      { chains: CHAINS, now: () => NOW },
    );
    const text = ours.toString();
    const theirs = new SiweMessage(text);
    expect(theirs).toMatchObject({
      domain: 'app.example:8080',
      address: signer.address,
      statement: 'Sign in to the example app.',
      uri: 'https://app.example:8080/login',
      version: '1',
      chainId: 31337,
      nonce: 'Abc123Def456Ghi7',
      issuedAt: '2026-11-22T10:00:00.000Z',
      expirationTime: '2026-11-23T10:00:00.000Z',
      notBefore: '2026-11-22T09:00:00.000Z',
      requestId: 'request-42',
      resources: ['https://app.example/terms', 'ipfs://bafybeiexample'],
    });
    // The library writes the same text back: nothing of ours is an extension it drops.
    expect(theirs.prepareMessage()).toBe(text);

    const signature = await signer.signMessage(text);
    const verified = await theirs.verify(
      {
        signature,
        domain: 'app.example:8080',
        nonce: 'Abc123Def456Ghi7',
        time: '2026-11-22T12:00:00.000Z',
      },
      { suppressExceptions: true },
    );
    expect(verified.success).toBe(true);
  });

  it('behavior: a message without a statement keeps the layout the library expects', async () => {
    const ours = await createSiwxMessage(
      {
        accountAddress: signer.address,
        chainId: 'eip155:1',
        version: '1',
        domain: 'app.example',
        uri: 'https://app.example',
        nonce: 'Zyx987Wvu654Tsr3',
        statement: undefined,
      } as never,
      { chains: CHAINS, now: () => NOW },
    );
    const theirs = new SiweMessage(ours.toString());
    expect(theirs.statement).toBeUndefined();
    expect(theirs.prepareMessage()).toBe(ours.toString());
  });

  it('behavior: a message the library writes parses here with the same fields', () => {
    const theirs = new SiweMessage({
      domain: 'app.example',
      address: signer.address,
      statement: 'Hello.',
      uri: 'https://app.example',
      version: '1',
      chainId: 10,
      nonce: 'Qwe123Rty456Uio7',
      issuedAt: '2026-11-22T10:00:00.000Z',
      resources: ['https://app.example/a'],
    });
    const parsed = parseSiwxMessage(theirs.prepareMessage(), CHAINS);
    expect(parsed).toMatchObject({
      domain: 'app.example',
      accountAddress: signer.address,
      statement: 'Hello.',
      chainId: 'eip155:10',
      nonce: 'Qwe123Rty456Uio7',
      issuedAt: '2026-11-22T10:00:00.000Z',
      resources: ['https://app.example/a'],
    });
  });
});
