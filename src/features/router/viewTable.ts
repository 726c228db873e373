import { activityViews } from '../activity/activityViews';
import { authWalletViews } from '../authWallet/authWalletViews';
import { connectionsViews } from '../connections/connectionsViews';
import { connectorsViews } from '../connectors/connectorsViews';
import { multiWalletViews } from '../multiWallet/multiWalletViews';
import { namesViews } from '../names/namesViews';
import { networksViews } from '../networks/networksViews';
import { onrampViews } from '../onramp/onrampViews';
import { sendViews } from '../send/sendViews';
import { siwxViews } from '../siwx/siwxViews';
import { smartSessionsViews } from '../smartSessions/smartSessionsViews';
import { swapViews } from '../swap/swapViews';
import { walletConnectViews } from '../walletConnect/walletConnectViews';
import { walletListViews } from '../walletList/walletListViews';
import type { ViewRow } from './ViewRow';

/**
 * Every view of the modal, by the feature that owns it, with the `features` flag that must be on
 * for it to show (null: every configuration has it). Each view's code loads on its first visit.
 */
const byFeature = {
  connectors: connectorsViews,
  connections: connectionsViews,
  walletList: walletListViews,
  walletConnect: walletConnectViews,
  authWallet: authWalletViews,
  multiWallet: multiWalletViews,
  networks: networksViews,
  siwx: siwxViews,
  names: namesViews,
  onramp: onrampViews,
  activity: activityViews,
  swap: swapViews,
  send: sendViews,
  smartSessions: smartSessionsViews,
} as const;

type ByFeature = typeof byFeature;

/** Every view of the modal, by route name. */
export type View = { [F in keyof ByFeature]: keyof ByFeature[F] }[keyof ByFeature];

const rows = Object.entries(byFeature).flatMap(([feature, views]) =>
  Object.entries(views).map(
    ([view, flag]) => [view as View, { feature, flag: flag ?? undefined }] as const,
  ),
);

/** Every view of the modal: each has a component. */
export const VIEWS: readonly View[] = rows.map(([view]) => view);

export const VIEW_TABLE: Readonly<Record<View, ViewRow>> = Object.fromEntries(rows) as Record<
  View,
  ViewRow
>;
