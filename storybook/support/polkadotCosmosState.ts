import { cosmosAdapter, cosmosLocal } from '../../adapters/cosmos/createCosmosAdapter';
import { polkadotAdapter, polkadotLocal } from '../../adapters/polkadot/createPolkadotAdapter';
import { nativeBalanceState, namespaceConnectedState, walletOf } from './namespaceState';
import type { StoryState } from './storyModal';

/** The local Polkadot chain as the demo configures it (chopsticks' Asset Hub Rococo). */
export const polkadotChainStory = {
  ...polkadotLocal('ws://127.0.0.1:9944', {
    genesisHash: `0x${'45'.repeat(32)}`,
    symbol: 'ROC',
    decimals: 12,
    ss58Prefix: 2,
  }),
  testnet: false,
};
/** Dev account 0 of the Polkadot dev wallet, in the chain's SS58 prefix (2), and account 1. */
export const POLKADOT_STORY_ADDRESS = 'Esf2Te4RyEzTb5wQi9bit2uXqUf6ZHzEb2SH1QJ8CJvTzvm';
export const POLKADOT_STORY_RECEIVER = 'Goo3CJpJXwsq7n3YL9ns85kieaLVL3ZGn6Fdp8ox5zKe2uF';
export const polkadotWalletConnector = walletOf(
  'polkadot',
  'polkadot:portico-dev',
  'Portico Polkadot Wallet',
);

/** The local Cosmos chain stand-in as the demo configures it. */
export const cosmosChainStory = {
  ...cosmosLocal('http://127.0.0.1:26657').network,
  testnet: false,
};
/** Dev accounts 0 and 1 of the Cosmos dev wallet. */
export const COSMOS_STORY_ADDRESS = 'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7';
export const COSMOS_STORY_RECEIVER = 'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z';
export const cosmosWalletConnector = walletOf('cosmos', 'cosmos:keplr', 'Portico Cosmos Wallet');

/** The Polkadot dev wallet connected on the local chain with `roc` ROC (priced at 5 USD). */
export const polkadotConnectedState = (roc: string): StoryState => ({
  ...namespaceConnectedState(
    polkadotChainStory,
    polkadotWalletConnector,
    POLKADOT_STORY_ADDRESS,
    polkadotAdapter().capabilities,
  ),
  ...nativeBalanceState(polkadotChainStory, POLKADOT_STORY_ADDRESS, roc, 5),
});

/** The Cosmos dev wallet connected on the local chain with `atom` ATOM (priced at 8 USD). */
export const cosmosConnectedState = (atom: string): StoryState => ({
  ...namespaceConnectedState(
    cosmosChainStory,
    cosmosWalletConnector,
    COSMOS_STORY_ADDRESS,
    cosmosAdapter().capabilities,
  ),
  ...nativeBalanceState(cosmosChainStory, COSMOS_STORY_ADDRESS, atom, 8),
});
