import { initialNamesState } from '../../src/features/names/namesSlice';
import type { NameCheckState, NamesState } from '../../src/features/names/types';
import { emailWalletConnectedState } from './authState';
import { balanceState, localChain, STORY_ADDRESS } from './accountState';
import { openModalState, type StoryState } from './storyModal';

/** The config of the names stories: the product API on (nothing listens on port 9). */
export const namesConfig = { networks: [localChain], apiUrl: 'http://127.0.0.1:9' };

/** The label the story user types, and the full name it registers as. */
export const STORY_LABEL = 'ada-lovelace';
export const STORY_NAME = 'ada-lovelace.portico';

/** The check of the story name at `check` (generation 1, as after one edit). */
export function storyCheck(check: Partial<NameCheckState>): NameCheckState {
  return {
    ...initialNamesState.check,
    seq: 1,
    name: STORY_NAME,
    availability: 'checking',
    ...check,
  };
}

/** The `names` slice: its initial state with `parts` over it. */
export function namesState(parts: Partial<NamesState>): StoryState {
  return { names: { ...initialNamesState, ...parts } };
}

/**
 * RegisterAccountName over Account, the embedded wallet connected on the local chain, the
 * form at `names` (connected some other way with `state`).
 */
export function registerNameState(
  names: Partial<NamesState>,
  state: StoryState = emailWalletConnectedState(),
): StoryState {
  return {
    ...state,
    ...openModalState({ view: 'RegisterAccountName' }),
    router: { history: ['Account', 'RegisterAccountName'] },
    ...namesState(names),
  };
}

/**
 * The embedded wallet on a chain the app does not configure (a placeholder, marked
 * unsupported), here one whose id is 2^31: no coin type for it (spec §5).
 */
export function authOnUnknownChainState(): StoryState {
  const connected = emailWalletConnectedState();
  const chain = 'eip155:2147483648' as const;
  const eip155 = connected.connections!.byNamespace.eip155!;
  return {
    ...connected,
    connections: {
      ...connected.connections!,
      byNamespace: { eip155: { ...eip155, caipAddress: `${chain}:${STORY_ADDRESS}` } },
    },
    networks: { ...connected.networks!, activeByNamespace: { eip155: chain } },
  };
}

/** Account with the embedded wallet and the API: the profile name at `name`. */
export function accountWithNamesState(parts: Partial<NamesState>): StoryState {
  return {
    ...emailWalletConnectedState(),
    ...openModalState({ view: 'Account' }),
    ...balanceState('0.5'),
    ...namesState(parts),
  };
}

/** A profile-name entry for the story account, fresh (so no story asks the API again). */
export const storyProfileName = (name: string | null) => ({
  [STORY_ADDRESS.toLowerCase()]: { address: STORY_ADDRESS, name, timestamp: Date.now() },
});
