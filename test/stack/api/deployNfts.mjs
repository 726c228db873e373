/**
 * Deploys the stand-in's ERC-721 collections (NFT_SPECS) to a local chain from NFT_DEPLOYER
 * (dev account 8) and mints their tokens to the dev accounts the specs name. Only NFT_DEPLOYER
 * sends: the wallets' dev accounts keep their round 10000 ETH. anvil signs for its unlocked
 * dev accounts, so no private key is needed here.
 *
 * On a fresh chain (the deployer at nonce 0) the collections land at NFT_ADDRESSES. A
 * collection already there (the stand-in restarted) is reused, and only tokens of the spec it
 * lacks (a start that stopped half way) are minted. Where the deployer has sent other
 * transactions first, a collection lands elsewhere, with a warning.
 */
import { AbiCoder, getAddress, getCreateAddress } from 'ethers';
import { ethCall, rpc, sendFromDevAccount } from './chainRpc.mjs';
import { DEV_ADDRESSES, NFT_DEPLOYER } from './devAccounts.mjs';
import { ERC721, NFT_ADDRESSES, NFT_ARTIFACT, NFT_SPECS, nftTokenUri } from './nfts.mjs';

const hasCode = async (/** @type {string} */ rpcUrl, /** @type {string} */ address) =>
  (await rpc(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x';

/**
 * @param {string} rpcUrl
 * @param {number} chainId
 * @param {import('./nfts.mjs').NftSpec} spec
 * @param {(line: string) => void} log
 */
async function deploy(rpcUrl, chainId, spec, log) {
  const nonce = Number(await rpc(rpcUrl, 'eth_getTransactionCount', [NFT_DEPLOYER, 'latest']));
  const args = AbiCoder.defaultAbiCoder()
    .encode(['string', 'string'], [spec.name, spec.symbol])
    .slice(2);
  const receipt = await sendFromDevAccount(rpcUrl, {
    from: NFT_DEPLOYER,
    data: NFT_ARTIFACT.bytecode + args,
  });
  const address = getAddress(
    receipt.contractAddress ?? getCreateAddress({ from: NFT_DEPLOYER, nonce }),
  );
  if (address !== NFT_ADDRESSES[spec.symbol]) {
    log(
      `Chain ${chainId}: ${spec.symbol} deployed at ${address}, not ${NFT_ADDRESSES[spec.symbol]} (the chain was not fresh).`,
    );
  }
  return address;
}

/**
 * @param {{ rpcUrl: string, chainId: number, log?: (line: string) => void }} options
 * @returns {Promise<Array<{ name: string, symbol: string, spam: boolean, address: string }>>}
 */
export async function deployNfts({ rpcUrl, chainId, log = console.warn }) {
  // Every deployment before any mint: the deployment nonces (0, 1) fix the addresses.
  const deployed = [];
  for (const spec of NFT_SPECS) {
    const expected = NFT_ADDRESSES[spec.symbol];
    const address = (await hasCode(rpcUrl, expected))
      ? expected
      : await deploy(rpcUrl, chainId, spec, log);
    deployed.push({ spec, address });
  }
  for (const { spec, address } of deployed) {
    const minted = Number(
      ERC721.decodeFunctionResult(
        'totalSupply',
        await ethCall(rpcUrl, address, ERC721.encodeFunctionData('totalSupply')),
      )[0],
    );
    for (const [index, holder] of spec.holders.entries()) {
      const tokenId = index + 1;
      if (tokenId <= minted) continue;
      await sendFromDevAccount(rpcUrl, {
        from: NFT_DEPLOYER,
        to: address,
        data: ERC721.encodeFunctionData('mint', [
          DEV_ADDRESSES[holder],
          nftTokenUri(spec, tokenId),
        ]),
      });
    }
  }
  return deployed.map(({ spec, address }) => ({
    name: spec.name,
    symbol: spec.symbol,
    spam: spec.spam,
    address,
  }));
}
