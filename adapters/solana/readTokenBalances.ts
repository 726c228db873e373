import type { TokenBalance } from '../../src/adapter/ChainModule';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import { readTokenAccounts } from './solanaRpc';
import { TOKEN_PROGRAMS } from './splToken';

/**
 * The SPL tokens `owner` holds, under the Token and Token-2022 programs (both asked in one
 * batch): one entry per mint, its accounts summed, zero balances left out.
 */
export async function readTokenBalances(rpc: RpcTransport, owner: string): Promise<TokenBalance[]> {
  const lists = await Promise.all(
    TOKEN_PROGRAMS.map((programId) => readTokenAccounts(rpc, owner, programId)),
  );
  const byMint = new Map<string, TokenBalance>();
  for (const { mint, tokenAmount } of lists.flat()) {
    const held = byMint.get(mint)?.amount ?? 0n;
    byMint.set(mint, {
      address: mint,
      amount: held + BigInt(tokenAmount.amount),
      decimals: tokenAmount.decimals,
    });
  }
  return [...byMint.values()].filter((token) => token.amount > 0n);
}
