import { BUNDLED_WALLETS } from '../../src/features/walletList/bundledWallets';
import { bundledWalletPage } from '../../src/features/walletList/bundledWalletPage';
import { WALLETS_PAGE_SIZE } from '../../src/features/walletList/walletListSaga';
import type { WalletListing, WalletQuery } from '../../src/features/walletList/types';
import type { WalletListState } from '../../src/features/walletList/walletListSlice';
import { openModalState, sampleConnectors, type StoryState } from './storyModal';

const COLORS = ['#f6851b', '#0500ff', '#0052ff', '#001e59', '#ff007a', '#2962ef', '#ab9ff2'];

/** A wallet image as the product API serves one, inline (stories make no request). */
function storyImage(wallet: WalletListing, index: number): string {
  const initials = wallet.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${COLORS[index % COLORS.length]}"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="20" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** What AllWallets asks first on the stories' chain (eip155). */
const FIRST_PAGE: WalletQuery = {
  search: '',
  page: 1,
  entries: WALLETS_PAGE_SIZE,
  namespaces: ['eip155'],
  featured: [],
  include: [],
  exclude: [],
};

/** The first page as the product API lists it: the bundled wallets, with images. */
const API_PAGE = bundledWalletPage(FIRST_PAGE).wallets.map((wallet, index) => ({
  ...wallet,
  imageUrl: storyImage(wallet, index),
}));

/** How many wallets the stand-in's API lists for the local chain (3 pages). */
export const STORY_API_COUNT = 30;

/** An open AllWallets whose list is in `list`'s state (by default page 1 of the API's 30). */
export function walletListState(list: Partial<WalletListState> = {}): StoryState {
  const walletList: WalletListState = {
    status: 'ready',
    search: '',
    wallets: API_PAGE,
    count: STORY_API_COUNT,
    pages: 1,
    source: 'api',
    fellBack: false,
    ...list,
  };
  return {
    ...openModalState({ view: 'AllWallets' }),
    connectors: { list: sampleConnectors, recent: [] },
    walletList,
  };
}

/** The bundled catalogue standing in for a failed API: its first page, flagged. */
export const fellBackList: Partial<WalletListState> = {
  wallets: bundledWalletPage(FIRST_PAGE).wallets,
  count: BUNDLED_WALLETS.length,
  source: 'bundled',
  fellBack: true,
};
