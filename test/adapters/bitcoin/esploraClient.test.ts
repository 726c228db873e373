import { BitcoinBroadcastError } from '../../../adapters/bitcoin/BitcoinBroadcastError';
import { createEsploraClient } from '../../../adapters/bitcoin/createEsploraClient';
import { waitForBitcoinTransaction } from '../../support/waitForBitcoinTransaction';
import { HttpRequestError, RpcParseError } from '../../../src/adapter/rpc/rpcErrors';

const TXID = 'ab'.repeat(32);
const answer = (status: number, body: string) => async () =>
  ({ status, ok: status >= 200 && status < 300, text: async () => body }) as Response;

describe('createEsploraClient (edge cases the stand-in does not make)', () => {
  it('reads from the base URL without its trailing slash, and counts mempool changes', async () => {
    const urls: string[] = [];
    const client = createEsploraClient('https://esplora.test/api/', {
      fetch: async (url) => {
        urls.push(url);
        return answer(
          200,
          JSON.stringify({
            chain_stats: { funded_txo_sum: 5000, spent_txo_sum: 1000 },
            mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 3000 },
          }),
        )();
      },
    });
    await expect(client.getAddressBalance('bc1q test')).resolves.toEqual({
      confirmed: 4000n,
      unconfirmed: -3000n,
    });
    expect(urls).toEqual(['https://esplora.test/api/address/bc1q%20test']);
  });

  it('a refusal without bitcoind’s RPC error is still the node’s refusal, its text the reason', async () => {
    const client = createEsploraClient('https://esplora.test', { fetch: answer(400, 'bad tx') });
    const error = await client.broadcast('00').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BitcoinBroadcastError);
    expect(error).toMatchObject({
      code: 'TRANSACTION_REJECTED',
      reason: 'bad tx',
      rpcCode: undefined,
    });
  });

  it('a broadcast answered 5xx, or with something not a txid, is not a refusal', async () => {
    await expect(
      createEsploraClient('https://esplora.test', { fetch: answer(502, 'bad gateway') }).broadcast(
        '00',
      ),
    ).rejects.toBeInstanceOf(HttpRequestError);
    await expect(
      createEsploraClient('https://esplora.test', { fetch: answer(200, '<html>') }).broadcast('00'),
    ).rejects.toBeInstanceOf(RpcParseError);
  });

  it('a network failure is HttpRequestError without a status', async () => {
    const client = createEsploraClient('https://esplora.test', {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(client.getFeeEstimates()).rejects.toMatchObject({
      code: 'HTTP_NETWORK_ERROR',
      status: undefined,
    });
  });

  it('checks shapes: a fee table of strings, a utxo without a status', async () => {
    await expect(
      createEsploraClient('https://e.test', {
        fetch: answer(200, '{"1":"fast"}'),
      }).getFeeEstimates(),
    ).rejects.toMatchObject({ code: 'RPC_PARSE_ERROR' });
    await expect(
      createEsploraClient('https://e.test', {
        fetch: answer(200, `[{"txid":"${TXID}","vout":0,"value":1}]`),
      }).getUtxos('a'),
    ).rejects.toMatchObject({ code: 'RPC_PARSE_ERROR' });
  });
});

describe('waitForBitcoinTransaction', () => {
  it('polls until the transaction is in a block, through a failed read', async () => {
    const answers = [
      Promise.resolve({ confirmed: false }),
      Promise.reject(new HttpRequestError({ url: 'https://e.test', status: 503 })),
      Promise.resolve({ confirmed: true, blockHeight: 7 }),
    ];
    answers[1]!.catch(() => undefined);
    const getTxStatus = jest.fn(() => answers.shift()!);
    await expect(
      waitForBitcoinTransaction({ getTxStatus }, TXID, { pollMs: 1 }),
    ).resolves.toBeUndefined();
    expect(getTxStatus).toHaveBeenCalledTimes(3);
    expect(getTxStatus).toHaveBeenCalledWith(TXID);
  });

  it('gives up with TRANSACTION_NOT_CONFIRMED, the last failure as its cause', async () => {
    const failure = new HttpRequestError({ url: 'https://e.test', status: 503 });
    const error = await waitForBitcoinTransaction(
      { getTxStatus: () => Promise.reject(failure) },
      TXID,
      { pollMs: 5, timeoutMs: 30 },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'TRANSACTION_NOT_CONFIRMED',
      shortMessage: 'The transaction was not confirmed',
      cause: failure,
    });
  });
});
