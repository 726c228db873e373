import { connectionsFeature } from '../features/connections/connectionsFeature';
import { networksFeature } from '../features/networks/networksFeature';
import { preloadFeature } from '../store/featureRunner';
import { createModuleLoader } from '../utils/createModuleLoader';

/**
 * The modal shell with the Connect view, one chunk (`shell/firstOpen`): loaded on first open,
 * on intent (hover or focus of the connect button) or once the page is idle (config
 * `prefetch`); a prefetch and the real load share one request.
 */
export const modalRootLoader = createModuleLoader(() => import('../shell/firstOpen'));

/** The inline (embedded) shell, loaded when `<WalletModalEmbed>` first renders. */
export const embeddedRootLoader = createModuleLoader(() => import('../shell/EmbeddedRoot'));

/**
 * Starts loading everything the first open needs, without opening: the shell and Connect view,
 * and the connect and network-switch features the open starts. Each settles once and is then
 * read synchronously, so the click renders at once. Safe to call repeatedly.
 */
export function prefetchModal(): void {
  const failed = () => undefined; // a failed prefetch is retried by the real open
  void modalRootLoader
    .load()
    .then((shell) => shell.preloadFirstView())
    .catch(failed);
  for (const { lazy } of [connectionsFeature, networksFeature])
    if (lazy) void preloadFeature(lazy).catch(failed);
}
