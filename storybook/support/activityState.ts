import type { Nft } from '../../src/api/nfts';
import type { Transaction } from '../../src/api/history';
import type { PagedStatus } from '../../src/features/accountPages/pagedEntries';
import { localChain, STORY_ADDRESS } from './accountState';
import type { StoryState } from './storyModal';

const CAIP_ADDRESS = `${localChain.caipNetworkId}:${STORY_ADDRESS}`;
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const svg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><text x="32" y="40" font-size="20" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  )}`;

/** A transaction of the story account: `days` before 25 November 2026, noon UTC. */
export function storyTransaction(
  index: number,
  days: number,
  kind: 'send' | 'receive' | 'nft' | 'failed' = 'send',
): Transaction {
  const received = kind === 'receive' || kind === 'nft';
  return {
    id: `tx-${index}`,
    metadata: {
      operationType: received ? 'receive' : 'send',
      hash: `0x${String(index).padStart(64, '0')}`,
      minedAt: new Date(Date.UTC(2026, 10, 25 - days, 12)).toISOString(),
      sentFrom: received ? OTHER : STORY_ADDRESS,
      sentTo: received ? STORY_ADDRESS : OTHER,
      status: kind === 'failed' ? 'failed' : 'confirmed',
      nonce: index,
      chain: localChain.caipNetworkId,
    },
    transfers: [
      kind === 'nft'
        ? {
            nft_info: {
              name: `Portico Pass #${index}`,
              content: { preview: { url: svg('#7c3aed', `#${index}`) } },
              flags: { is_spam: false },
            },
            direction: 'in',
            quantity: { numeric: '1' },
          }
        : {
            fungible_info: {
              name: 'Portico USD',
              symbol: 'PUSD',
              icon: { url: svg('#2563eb', '$') },
            },
            direction: received ? 'in' : 'out',
            quantity: { numeric: `${25 + index}.5` },
          },
    ],
  };
}

/** Three months of activity: sends, receipts, an NFT and a failed send. */
export const STORY_TRANSACTIONS: Transaction[] = [
  storyTransaction(1, 0, 'send'),
  storyTransaction(2, 3, 'receive'),
  storyTransaction(3, 30, 'nft'),
  storyTransaction(4, 40, 'failed'),
  storyTransaction(5, 70, 'receive'),
];

export function activityState(
  status: PagedStatus,
  items: Transaction[] = [],
  next: string | null = null,
): StoryState {
  return {
    activity: {
      byCaipAddress: {
        [CAIP_ADDRESS]: { caipAddress: CAIP_ADDRESS, status, items, next, timestamp: Date.now() },
      },
    },
  };
}

export function storyNft(index: number, spam = false): Nft {
  return {
    id: `${localChain.caipNetworkId}/erc721:0xNft/${index}`,
    chainId: localChain.caipNetworkId,
    tokenId: String(index),
    name: spam ? `Claim #${index}` : `Portico Pass #${index}`,
    imageUrl: svg(spam ? '#dc2626' : '#7c3aed', `#${index}`),
    collection: {
      address: '0x0000000000000000000000000000000000000001',
      name: spam ? 'Free Airdrop Claim' : 'Portico Pass',
      symbol: spam ? 'CLAIM' : 'PPASS',
    },
    flags: { is_spam: spam },
  };
}

export function nftsState(
  status: PagedStatus,
  items: Nft[] = [],
  next: string | null = null,
): StoryState {
  return {
    nfts: {
      byCaipAddress: {
        [CAIP_ADDRESS]: { caipAddress: CAIP_ADDRESS, status, items, next, timestamp: Date.now() },
      },
    },
  };
}
