import bs58 from 'bs58';
import { solanaChain } from '../../../adapters/solana/solanaChain';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../../adapters/solana/splToken';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import type { RpcRequestArguments, RpcTransport } from '../../../src/adapter/rpc/RpcTransport';

const OWNER = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';
const MINT = '3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ';
const OTHER_MINT = 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg';
const context = { slot: 7 };

/** A transport answering each method from `answers` (a function of the params), recording calls. */
function fakeRpc(answers: Record<string, (params: unknown[]) => unknown>) {
  const calls: RpcRequestArguments[] = [];
  const rpc: RpcTransport = {
    request: async (args) => {
      calls.push(args);
      const answer = answers[args.method];
      if (!answer) throw new Error(`unexpected ${args.method}`);
      return answer((args.params ?? []) as unknown[]);
    },
  };
  return { rpc, calls };
}

const tokenAccount = (mint: string, amount: string, decimals = 6) => ({
  pubkey: OTHER_MINT,
  account: {
    data: {
      program: 'spl-token',
      parsed: { type: 'account', info: { mint, owner: OWNER, tokenAmount: { amount, decimals } } },
    },
  },
});

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof PorticoError ? error.code : 'other'),
  );

describe('solanaChain', () => {
  it('default: the native balance is getBalance’s value, in lamports, at confirmed', async () => {
    const { rpc, calls } = fakeRpc({ getBalance: () => ({ context, value: 100_000_000_000 }) });
    await expect(solanaChain.getNativeBalance(rpc, OWNER)).resolves.toBe(100_000_000_000n);
    expect(calls).toEqual([{ method: 'getBalance', params: [OWNER, { commitment: 'confirmed' }] }]);
  });

  it('errors: a malformed balance answer is refused, typed', async () => {
    for (const answer of [
      '100',
      { value: 1 },
      { context, value: -1 },
      { context, value: 1.5 },
      { context, value: '1' },
      null,
    ]) {
      const { rpc } = fakeRpc({ getBalance: () => answer });
      await expect(codeOf(solanaChain.getNativeBalance(rpc, OWNER))).resolves.toBe(
        'INVALID_RPC_RESPONSE',
      );
    }
  });

  it('default: token balances are both programs’ accounts, summed per mint, zeros dropped', async () => {
    const { rpc, calls } = fakeRpc({
      getTokenAccountsByOwner: ([, filter]) =>
        (filter as { programId: string }).programId === TOKEN_PROGRAM_ID
          ? {
              context,
              value: [
                tokenAccount(MINT, '1000000000'),
                tokenAccount(MINT, '5'),
                tokenAccount(OTHER_MINT, '0', 9),
              ],
            }
          : { context, value: [tokenAccount(OTHER_MINT, '18446744073709551615', 2)] },
    });
    await expect(solanaChain.getTokenBalances!(rpc, OWNER)).resolves.toEqual([
      { address: MINT, amount: 1_000_000_005n, decimals: 6 },
      { address: OTHER_MINT, amount: 2n ** 64n - 1n, decimals: 2 },
    ]);
    expect(calls.map((call) => call.params)).toEqual([
      [OWNER, { programId: TOKEN_PROGRAM_ID }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      [
        OWNER,
        { programId: TOKEN_2022_PROGRAM_ID },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ],
    ]);
  });

  it('errors: a malformed token account is refused, not skipped', async () => {
    for (const bad of [
      tokenAccount('not-a-mint', '1'),
      tokenAccount(MINT, '-1'),
      tokenAccount(MINT, '1.5'),
      tokenAccount(MINT, '1', 256),
      { pubkey: OWNER, account: { data: ['AAAA', 'base64'] } },
    ]) {
      const { rpc } = fakeRpc({ getTokenAccountsByOwner: () => ({ context, value: [bad] }) });
      await expect(codeOf(solanaChain.getTokenBalances!(rpc, OWNER))).resolves.toBe(
        'INVALID_RPC_RESPONSE',
      );
    }
  });

  it('default: solana_signMessage for WalletConnect: base58 of the UTF-8 message, and the signer', () => {
    const named = solanaChain.requests.signMessageWithNamedParams!(OWNER, 'héllo');
    expect(named).toEqual({
      method: 'solana_signMessage',
      params: { message: bs58.encode(new TextEncoder().encode('héllo')), pubkey: OWNER },
    });
    expect(solanaChain.requests.signMessage(OWNER, 'héllo')).toEqual({
      method: 'solana_signMessage',
      params: [named.params],
    });
    expect(solanaChain.requests.sendTransaction).toBeUndefined();
  });

  it('behavior: the answer’s signature is read from `{ signature }`; it is base58 of 64 bytes', () => {
    const signature = bs58.encode(new Uint8Array(64).fill(3));
    const { signatureOf, isSignature, isTransactionHash } = solanaChain.requests;
    expect(signatureOf!({ signature })).toBe(signature);
    expect(signatureOf!(signature)).toBe(signature);
    expect(isSignature(signature)).toBe(true);
    expect(isTransactionHash(signature)).toBe(true);
    expect(isSignature(bs58.encode(new Uint8Array(63).fill(3)))).toBe(false);
    expect(isSignature(`0x${'ab'.repeat(64)}`)).toBe(false);
    expect(isSignature({ signature })).toBe(false);
  });

  it('default: a pairing asks for the four Solana signing methods', () => {
    expect(solanaChain.pairing).toEqual({
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: ['accountsChanged', 'chainChanged'],
    });
  });

  it('behavior: a node’s refusal, by the validator’s words, becomes its typed error', async () => {
    const preflight = (message: string, logs: string[] = []) =>
      new ProviderRpcError(-32002, `Transaction simulation failed: ${message}`, {
        data: { err: {}, logs },
      });
    const codeOf = async (error: unknown) =>
      ((await solanaChain.toTransactionError!(error)) as PorticoError).code;
    expect(
      await codeOf(preflight('Attempt to debit an account but found no record of a prior credit.')),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      await codeOf(
        preflight('Error processing Instruction 0: custom program error: 0x1', [
          'Transfer: insufficient lamports 5, need 10',
        ]),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      await codeOf(
        preflight('Error processing Instruction 1: custom program error: 0x1', [
          'Program log: Error: insufficient funds',
        ]),
      ),
    ).toBe('INSUFFICIENT_TOKEN_BALANCE');
    expect(
      await codeOf(
        preflight('Transaction results in an account (1) with insufficient funds for rent'),
      ),
    ).toBe('INSUFFICIENT_FUNDS_FOR_RENT');
    expect(await codeOf(preflight('Blockhash not found'))).toBe('BLOCKHASH_EXPIRED');
    // A user's refusal, and what it cannot explain, pass through.
    const rejected = new ProviderRpcError(4001, 'User rejected the request.');
    expect(await solanaChain.toTransactionError!(rejected)).toBe(rejected);
    const other = preflight('invalid program argument');
    expect(await solanaChain.toTransactionError!(other)).toBe(other);
  });
});
