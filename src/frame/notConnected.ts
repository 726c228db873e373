import { PorticoError } from '../adapter/PorticoError';

/** The embedded wallet asked for something while no one is logged in. */
export const notConnected = (cause?: unknown) =>
  new PorticoError('NOT_CONNECTED', 'Not connected to email or social', { cause });
