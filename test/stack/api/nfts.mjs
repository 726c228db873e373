/**
 * The stand-in's ERC-721 collections: their fixed specs (who holds which token id), the ABI
 * the stand-in calls, where a fresh anvil puts them (deployed by NFT_DEPLOYER with nonces 0 and
 * 1; see deployNfts.mjs), the spam list an indexer would keep, and each token's metadata: a
 * `data:application/json;base64` URI with a name, a description and a small SVG image.
 */
import { readFileSync } from 'node:fs';
import { Interface, getCreateAddress } from 'ethers';
import { NFT_DEPLOYER } from './devAccounts.mjs';
import { svgDataUrl } from './fixtures.mjs';

/** solc output of contracts/PorticoNft.sol (contracts/README.md says how it was built). */
export const NFT_ARTIFACT = JSON.parse(
  readFileSync(new URL('./contracts/PorticoNft.json', import.meta.url), 'utf8'),
);

export const ERC721 = new Interface(NFT_ARTIFACT.abi);

/**
 * Deployment order is the nonce order, so it fixes the addresses: do not reorder.
 * `holders` lists, per token id from 1, the index of the dev account it is minted to.
 * `spam` puts the collection on SPAM_CONTRACTS.
 */
export const NFT_SPECS = Object.freeze([
  Object.freeze({
    name: 'Portico Pass',
    symbol: 'PPASS',
    spam: false,
    holders: Object.freeze([0, 0, 0, 1, 1]),
  }),
  Object.freeze({
    name: 'Free Airdrop Claim',
    symbol: 'CLAIM',
    spam: true,
    holders: Object.freeze([0]),
  }),
]);

/** Where the collections land on a fresh chain: symbol → checksummed address. */
export const NFT_ADDRESSES = Object.freeze(
  Object.fromEntries(
    NFT_SPECS.map((spec, nonce) => [spec.symbol, getCreateAddress({ from: NFT_DEPLOYER, nonce })]),
  ),
);

/**
 * Contracts the stand-in flags `is_spam`, as a real indexer's list would: checksummed, the
 * same on every fresh chain. A collection deployed elsewhere (a chain that was not fresh) is
 * flagged through its chain's own list (startApiStandIn.mjs).
 */
export const SPAM_CONTRACTS = Object.freeze(
  NFT_SPECS.filter((spec) => spec.spam).map((spec) => NFT_ADDRESSES[spec.symbol]),
);

const hueOf = (/** @type {string} */ tokenId) => (Number(BigInt(tokenId) % 360n) * 47 + 200) % 360;

/**
 * A small SVG picture, different for every token id of a collection.
 * @param {string} symbol
 * @param {bigint | number | string} tokenId
 */
export function nftImage(symbol, tokenId) {
  const id = String(tokenId);
  if (symbol === 'CLAIM') {
    return svgDataUrl(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
        `<rect width="256" height="256" fill="#facc15"/>` +
        `<rect x="16" y="16" width="224" height="224" rx="16" fill="#dc2626"/>` +
        `<text x="128" y="112" font-family="sans-serif" font-size="30" font-weight="700" ` +
        `fill="#fff" text-anchor="middle">YOU WON</text>` +
        `<text x="128" y="160" font-family="sans-serif" font-size="26" font-weight="700" ` +
        `fill="#fde047" text-anchor="middle">$5,000 #${id}</text></svg>`,
    );
  }
  const hue = hueOf(id);
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" rx="24" fill="hsl(${hue},65%,40%)"/>` +
      `<circle cx="128" cy="104" r="56" fill="hsl(${(hue + 40) % 360},80%,70%)"/>` +
      `<text x="128" y="210" font-family="sans-serif" font-size="32" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${symbol} #${id}</text></svg>`,
  );
}

/** @typedef {(typeof NFT_SPECS)[number]} NftSpec */

/**
 * Name, description and image of a token of a collection in NFT_SPECS.
 * @param {NftSpec} spec
 * @param {bigint | number | string} tokenId
 */
export function nftMetadata(spec, tokenId) {
  return {
    name: `${spec.name} #${tokenId}`,
    description: spec.spam
      ? 'You are eligible! Visit free-airdrop-claim.example within 24 hours to claim 5,000 USDC.'
      : `Pass ${tokenId} of the Portico demo's collection: entry to the members' lounge.`,
    image: nftImage(spec.symbol, tokenId),
  };
}

/** The token URI `mint` stores: the metadata as a base64 `data:application/json` URL. */
export const nftTokenUri = (
  /** @type {NftSpec} */ spec,
  /** @type {bigint | number | string} */ tokenId,
) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(nftMetadata(spec, tokenId))).toString('base64')}`;
