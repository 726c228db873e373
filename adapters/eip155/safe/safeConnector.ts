import type { ResolvedConnector } from '../injectedConnectors';
import { createSafeProvider } from './createSafeProvider';
import { safeAncestorOrigin } from './safeAncestorOrigin';
import { SAFE_CONNECTOR_ID } from './safeConnectorId';

/** The Safe logo's shape (a simplified mark), as a data URL the catalogue would otherwise give. */
export const SAFE_ICON =
  'data:image/svg+xml;base64,' +
  'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA0OCA0OCI+PHJlY3Qgd2lkdGg9IjQ4IiBoZWlnaHQ9IjQ4IiByeD0iMTAiIGZpbGw9IiMxMjEzMTIiLz48cGF0aCBkPSJNMTIgMjBoOHYtNmgxNnY2aC0xMnY4aC04djZoMjB2LTZoOHYxMkgxMnoiIGZpbGw9IiMxMmZmODAiLz48L3N2Zz4=';

/**
 * The Safe connector when the page runs inside a Safe web app (`safeAncestorOrigin` with the
 * configured hosts), else null. Its provider speaks only to that app's origin.
 */
export function safeConnector(
  win: Window,
  hosts: readonly string[] | undefined,
): ResolvedConnector | null {
  const origin = safeAncestorOrigin(
    {
      framed: win.parent !== win,
      ancestorOrigins: win.location.ancestorOrigins,
      referrer: win.document.referrer,
    },
    hosts,
  );
  if (!origin) return null;
  return {
    provider: createSafeProvider(origin),
    info: {
      id: SAFE_CONNECTOR_ID,
      name: 'Safe',
      namespace: 'eip155',
      kind: 'injected',
      group: 'injected',
      imageUrl: SAFE_ICON,
      installed: true,
    },
  };
}
