import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { SmartSessionsState } from '../../src/features/smartSessions/smartSessionsSlice';
import type { SmartSession } from '../../src/features/smartSessions/types';
import { ConnectButton, WalletModalProvider, type WalletModal } from '../../src/index';
import { connectedState, localChain, STORY_ADDRESS } from '../support/accountState';
import {
  createStoryModal,
  openModalState,
  type StoryConfig,
  type StoryState,
} from '../support/storyModal';
import { useLazySlices } from '../support/lazySlices';
import { useToolbarConfig } from '../support/toolbar';

/**
 * SmartSessions (issue 26): the account's ERC-7715 sessions from GET /v1/sessions/{account}
 * (loading, failed with Retry, empty, listed: active with Revoke, expired, revoked; one being
 * revoked, one whose revocation was refused), and the Account view's row that leads there.
 */

interface SmartSessionsStoryProps {
  config?: StoryConfig;
  preloadedState?: StoryState;
  /** The smart-sessions slice (a lazy feature's, which the shared story modal does not add). */
  smartSessions?: SmartSessionsState;
}

/** ModalStory with the smart-sessions slice present from the start. */
function SmartSessionsStory({
  config = {},
  preloadedState = {},
  smartSessions,
}: SmartSessionsStoryProps) {
  const toolbar = useToolbarConfig();
  const spec = JSON.stringify({ config, preloadedState, smartSessions, toolbar });
  const [modal, setModal] = useState<{ modal: WalletModal; generation: number } | null>(null);
  const slices = useLazySlices();
  useEffect(() => {
    if (!slices) return;
    const parsed = JSON.parse(spec) as Required<SmartSessionsStoryProps> & { toolbar: StoryConfig };
    const built = createStoryModal(
      parsed.config,
      {
        ...parsed.preloadedState,
        ...(parsed.smartSessions && { smartSessions: parsed.smartSessions }),
      } as StoryState,
      parsed.toolbar,
    );
    setModal((previous) => ({ modal: built, generation: (previous?.generation ?? 0) + 1 }));
    return () => built.destroy();
  }, [spec, slices]);
  if (!modal) return null;
  return (
    <WalletModalProvider key={modal.generation} modal={modal.modal}>
      <ConnectButton />
    </WalletModalProvider>
  );
}

const meta = {
  title: 'Views/SmartSessionsView',
  component: SmartSessionsStory,
} satisfies Meta<typeof SmartSessionsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCOUNT = `${localChain.caipNetworkId}:${STORY_ADDRESS}`;
const config: StoryConfig = {
  networks: [localChain],
  apiUrl: 'http://127.0.0.1:9',
  features: { smartSessions: true },
};
const open = { ...openModalState({ view: 'SmartSessions' }), ...connectedState() };

/** 2030-01-01 and 2025-01-01 (unix seconds): ahead of and behind any story's clock. */
const FUTURE = 1_893_456_000;
const PAST = 1_735_689_600;

const session = (pci: string, name: string, parts: Partial<SmartSession> = {}): SmartSession => ({
  pci,
  expiry: FUTURE,
  createdAt: PAST - 86_400,
  project: { name, url: 'https://app.example' },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
  revokedAt: null,
  ...parts,
});

const SESSIONS: SmartSession[] = [
  session('0x01', 'Portico demo', {
    permissions: [
      { type: 'contract-call', data: {} },
      { type: 'native-token-recurring-allowance', data: {} },
    ],
  }),
  session('0x02', 'Old game', { expiry: PAST }),
  session('0x03', 'Revoked app', { revokedAt: PAST + 60 }),
];

const sessionsState = (parts: Partial<SmartSessionsState>): SmartSessionsState => ({
  account: ACCOUNT,
  status: 'loaded',
  sessions: [],
  revoking: {},
  revokeErrors: {},
  ...parts,
});

/** The list is being fetched. */
export const Loading: Story = {
  args: { config, preloadedState: open, smartSessions: sessionsState({ status: 'loading' }) },
};

/** The API failed: the reason and Retry. */
export const Failed: Story = {
  args: { config, preloadedState: open, smartSessions: sessionsState({ status: 'failed' }) },
};

/** The account has no session. */
export const Empty: Story = {
  args: { config, preloadedState: open, smartSessions: sessionsState({}) },
};

/** One active (Revoke), one expired, one revoked. */
export const Listed: Story = {
  args: { config, preloadedState: open, smartSessions: sessionsState({ sessions: SESSIONS }) },
};

/** The active session's revocation is waiting for the user's signature in the wallet. */
export const Revoking: Story = {
  args: {
    config,
    preloadedState: open,
    smartSessions: sessionsState({ sessions: SESSIONS, revoking: { '0x01': 'signing' } }),
  },
};

/** The revocation was rejected in the wallet: the session stays active, with the reason. */
export const RevokeRejected: Story = {
  args: {
    config,
    preloadedState: open,
    smartSessions: sessionsState({
      sessions: SESSIONS,
      revokeErrors: { '0x01': 'REVOKE_REJECTED' },
    }),
  },
};

/** The Account view with smart sessions on: its "Smart sessions" row (the list already fetched). */
export const AccountRow: Story = {
  args: {
    config,
    preloadedState: { ...openModalState({ view: 'Account' }), ...connectedState() },
    smartSessions: sessionsState({ sessions: SESSIONS }),
  },
};
