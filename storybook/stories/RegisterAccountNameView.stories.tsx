import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState } from '../support/accountState';
import {
  accountWithNamesState,
  authOnUnknownChainState,
  namesConfig,
  registerNameState,
  storyCheck,
  storyProfileName,
  STORY_LABEL,
  STORY_NAME,
} from '../support/namesState';
import { emailWalletConnectedState } from '../support/authState';

/**
 * RegisterAccountName, each state: empty, each broken rule, checking, free (with suggestions),
 * taken, the lookup's and the suggestions' failures, registering, a refused registration with
 * the API's reason; the refusals (another connector, a chain without names, no API); and
 * Account's entry to it with the profile name, and its reverse-lookup failure.
 */
const meta = {
  title: 'Views/RegisterAccountNameView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = namesConfig;
const typed = { input: STORY_LABEL };
const suggestions = ['ada-lovelace1.portico', 'ada-lovelace-wallet.portico'];

/** Nothing typed yet: the field with the zone after it, Register disabled. */
export const Empty: Story = { args: { config, preloadedState: registerNameState({}) } };

/** A character other than letters, digits and hyphens. */
export const InvalidCharacters: Story = {
  args: { config, preloadedState: registerNameState({ input: 'ada_lovelace' }) },
};

/** Fewer than 4 characters. */
export const TooShort: Story = {
  args: { config, preloadedState: registerNameState({ input: 'ada' }) },
};

/** Both rules broken: both said. */
export const BothRules: Story = {
  args: { config, preloadedState: registerNameState({ input: 'a!' }) },
};

/** A registrable name typed: the check is on its way (after the debounce). */
export const Checking: Story = {
  args: { config, preloadedState: registerNameState({ ...typed, check: storyCheck({}) }) },
};

/** The name is free; free names like it below. Register is enabled. */
export const Available: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({ availability: 'available', suggestions, suggestionsStatus: 'loaded' }),
    }),
  },
};

/** The name is taken: pick a suggestion instead. */
export const Taken: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({ availability: 'taken', suggestions, suggestionsStatus: 'loaded' }),
    }),
  },
};

/** The lookup failed: 'Error resolving name'. */
export const LookupFailed: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({
        availability: 'failed',
        suggestionsStatus: 'failed',
        error: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' },
      }),
    }),
  },
};

/** The name is free but the suggestions call failed: 'Error fetching name suggestions'. */
export const SuggestionsFailed: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({
        availability: 'available',
        suggestionsStatus: 'failed',
        error: { code: 'NAME_SUGGESTIONS_FAILED', message: 'Error fetching name suggestions' },
      }),
    }),
  },
};

/** Register clicked: the wallet signs, then the API registers (spec §4 loading flag). */
export const Registering: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({ availability: 'available', suggestionsStatus: 'loaded' }),
      registration: { status: 'registering', name: STORY_NAME, error: null },
    }),
  },
};

/** The API refused: spec §8's words with its first reason; back on the form. */
export const RegistrationFailed: Story = {
  args: {
    config,
    preloadedState: registerNameState({
      ...typed,
      check: storyCheck({ availability: 'available', suggestionsStatus: 'loaded' }),
      registration: {
        status: 'failed',
        name: STORY_NAME,
        error: {
          code: 'NAME_REGISTER_FAILED',
          message: `Error registering name ${STORY_NAME}`,
          params: { name: STORY_NAME },
          reason: `Name ${STORY_NAME} is already registered`,
        },
      },
    }),
  },
};

/** Opened with a browser wallet (the host's `open`): only the auth connector registers. */
export const NotAuthConnector: Story = {
  args: { config, preloadedState: registerNameState({}, connectedState()) },
};

/** The embedded wallet on a chain without a coin type (id 2^31, not configured). */
export const NetworkNotFound: Story = {
  args: { config, preloadedState: registerNameState({}, authOnUnknownChainState()) },
};

/** An app without the product API. */
export const NoApi: Story = {
  args: {
    config: { networks: namesConfig.networks },
    preloadedState: registerNameState({}, emailWalletConnectedState()),
  },
};

/** Account with the embedded wallet: the profile name and "Register a name". */
export const AccountEntry: Story = {
  args: {
    config,
    preloadedState: accountWithNamesState({ byAddress: storyProfileName('ada.portico') }),
  },
};

/** Account, the reverse lookup failed: 'Error fetching names for address'. */
export const AccountReverseFailed: Story = {
  args: {
    config,
    preloadedState: accountWithNamesState({
      reverseErrors: {
        [Object.keys(storyProfileName(null))[0]!]: {
          code: 'NAME_REVERSE_FAILED',
          message: 'Error fetching names for address',
        },
      },
    }),
  },
};
