/**
 * Deploys the stand-in's ERC-20 tokens (TOKEN_SPECS, then the broken token BROKEN_TOKEN_SPEC) to
 * a local chain from TOKEN_DEPLOYER (dev account 9), mints every TOKEN_SPECS token to the first
 * MINT_ACCOUNTS dev accounts and BRK to its `holders` only. anvil's dev accounts are unlocked,
 * so anvil signs: no private key is needed here.
 *
 * On a fresh chain (the deployer at nonce 0) the tokens land at TOKEN_ADDRESSES and
 * BROKEN_TOKEN_ADDRESS (nonces 0, 1 and 2: every deployment before any mint). A token already
 * deployed (the stand-in restarted) is reused as it is; BRK's holders that lack their BRK (a
 * start that stopped half way; its balances cannot move otherwise) get it minted. On a chain
 * where the deployer has sent other transactions first a token lands elsewhere, with a warning.
 */
import { AbiCoder, getAddress, getCreateAddress, parseUnits } from 'ethers';
import { ethCall, rpc, sendFromDevAccount } from './chainRpc.mjs';
import { DEV_ADDRESSES, TOKEN_DEPLOYER } from './devAccounts.mjs';
import {
  BROKEN_TOKEN_ADDRESS,
  BROKEN_TOKEN_ARTIFACT,
  BROKEN_TOKEN_SPEC,
  ERC20,
  MINT_ACCOUNTS,
  TOKEN_ADDRESSES,
  TOKEN_ARTIFACT,
  TOKEN_SPECS,
} from './tokens.mjs';

const DEPLOYER = TOKEN_DEPLOYER;

/** Deployment order is the nonce order: PUSD, PTK, then BRK. */
const DEPLOYMENTS = [
  ...TOKEN_SPECS.map((spec) => ({
    spec,
    artifact: TOKEN_ARTIFACT,
    expected: TOKEN_ADDRESSES[spec.symbol],
  })),
  { spec: BROKEN_TOKEN_SPEC, artifact: BROKEN_TOKEN_ARTIFACT, expected: BROKEN_TOKEN_ADDRESS },
];

const hasCode = async (rpcUrl, address) =>
  (await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x';

const balanceOf = async (rpcUrl, token, holder) =>
  BigInt(await ethCall(rpcUrl, token, ERC20.encodeFunctionData('balanceOf', [holder])));

async function deploy(rpcUrl, chainId, { spec, artifact, expected }, log) {
  const nonce = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [DEPLOYER, 'latest']));
  const args = AbiCoder.defaultAbiCoder()
    .encode(['string', 'string', 'uint8'], [spec.name, spec.symbol, spec.decimals])
    .slice(2);
  const receipt = await sendFromDevAccount(rpcUrl, {
    from: DEPLOYER,
    data: artifact.bytecode + args,
    gas: '0x200000',
  });
  const address = getAddress(
    receipt.contractAddress ?? getCreateAddress({ from: DEPLOYER, nonce }),
  );
  if (address !== expected) {
    log(
      `Chain ${chainId}: ${spec.symbol} deployed at ${address}, not ${expected} (the chain was not fresh).`,
    );
  }
  return address;
}

const mint = (rpcUrl, token, holder, amount) =>
  sendFromDevAccount(rpcUrl, {
    from: DEPLOYER,
    to: token,
    data: ERC20.encodeFunctionData('mint', [holder, amount]),
  });

/**
 * @param {{ rpcUrl: string, chainId: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<{ name: string, symbol: string, decimals: number, priceUsd: number, address: string }>>}
 *   PUSD, PTK and BRK, in that order.
 */
export async function deployTokens({ rpcUrl, chainId, log = console.warn }) {
  // Every deployment before any mint: the deployment nonces (0, 1, 2) fix the addresses.
  const deployed = [];
  for (const deployment of DEPLOYMENTS) {
    const reused = await hasCode(rpcUrl, deployment.expected);
    const address = reused ? deployment.expected : await deploy(rpcUrl, chainId, deployment, log);
    deployed.push({ token: { ...deployment.spec, address }, reused });
  }
  for (const { token, reused } of deployed) {
    const amount = parseUnits(token.mint, token.decimals);
    if (token.symbol === BROKEN_TOKEN_SPEC.symbol) {
      for (const holder of token.holders.map((index) => DEV_ADDRESSES[index])) {
        if ((await balanceOf(rpcUrl, token.address, holder)) === 0n) {
          await mint(rpcUrl, token.address, holder, amount);
        }
      }
    } else if (!reused) {
      for (const holder of DEV_ADDRESSES.slice(0, MINT_ACCOUNTS)) {
        await mint(rpcUrl, token.address, holder, amount);
      }
    }
  }
  return deployed.map(({ token }) => token);
}
