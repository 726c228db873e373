/**
 * Deploys the stand-in's ERC-20 tokens (TOKEN_SPECS) to a local chain from TOKEN_DEPLOYER (dev account 9) and
 * mints every token to the first MINT_ACCOUNTS dev accounts. anvil's dev accounts are unlocked,
 * so anvil signs: no private key is needed here.
 *
 * On a fresh chain (the deployer at nonce 0) the tokens land at TOKEN_ADDRESSES. On a chain where
 * they are already deployed (the stand-in restarted) they are reused as they are. On a chain
 * where the deployer has sent other transactions first they land elsewhere, with a warning.
 */
import { AbiCoder, getAddress, getCreateAddress, parseUnits } from 'ethers';
import { rpc, sendFromDevAccount } from './chainRpc.mjs';
import { DEV_ADDRESSES, TOKEN_DEPLOYER } from './devAccounts.mjs';
import { ERC20, MINT_ACCOUNTS, TOKEN_ADDRESSES, TOKEN_ARTIFACT, TOKEN_SPECS } from './tokens.mjs';

const DEPLOYER = TOKEN_DEPLOYER;

const hasCode = async (rpcUrl, address) =>
  (await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x';

/**
 * @param {{ rpcUrl: string, chainId: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<{ name: string, symbol: string, decimals: number, priceUsd: number, address: string }>>}
 */
export async function deployTokens({ rpcUrl, chainId, log = console.warn }) {
  const expected = TOKEN_SPECS.map((spec) => TOKEN_ADDRESSES[spec.symbol]);
  const present = await Promise.all(expected.map((address) => hasCode(rpcUrl, address)));
  if (present.every(Boolean)) {
    return TOKEN_SPECS.map((spec, index) => ({ ...spec, address: expected[index] }));
  }

  // Every deployment before any mint: the deployment nonces (0, 1, …) fix the addresses.
  const deployed = [];
  for (const spec of TOKEN_SPECS) {
    const nonce = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']));
    const args = AbiCoder.defaultAbiCoder()
      .encode(['string', 'string', 'uint8'], [spec.name, spec.symbol, spec.decimals])
      .slice(2);
    const receipt = await sendFromDevAccount(rpcUrl, {
      from: DEPLOYER,
      data: TOKEN_ARTIFACT.bytecode + args,
      gas: '0x200000',
    });
    const address = getAddress(
      receipt.contractAddress ?? getCreateAddress({ from: DEPLOYER, nonce }),
    );
    if (address !== TOKEN_ADDRESSES[spec.symbol]) {
      log(
        `Chain ${chainId}: ${spec.symbol} deployed at ${address}, not ${TOKEN_ADDRESSES[spec.symbol]} (the chain was not fresh).`,
      );
    }
    deployed.push({ ...spec, address });
  }
  for (const token of deployed) {
    for (const holder of DEV_ADDRESSES.slice(0, MINT_ACCOUNTS)) {
      await sendFromDevAccount(rpcUrl, {
        from: DEPLOYER,
        to: token.address,
        data: ERC20.encodeFunctionData('mint', [holder, parseUnits(token.mint, token.decimals)]),
      });
    }
  }
  return deployed;
}
