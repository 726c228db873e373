/** The secure SDK version the frame is asked to speak. */
export const SECURE_SDK_VERSION = '4';

export interface FrameUrlParameters {
  projectId: string;
  /** CAIP-2 of the active network, when there is one. */
  chainId?: string;
  rpcUrl?: string;
  enableLogger?: boolean;
}

/**
 * The frame's URL: the secure site with `projectId`, `chainId`, `version`,
 * `enableLogger` and `rpcUrl`. Only an http(s) secure site is accepted (checked in the config).
 */
export function frameUrl(secureSiteUrl: string, parameters: FrameUrlParameters): URL {
  const url = new URL(secureSiteUrl);
  url.searchParams.set('projectId', parameters.projectId);
  if (parameters.chainId) url.searchParams.set('chainId', parameters.chainId);
  url.searchParams.set('version', SECURE_SDK_VERSION);
  url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false));
  if (parameters.rpcUrl) url.searchParams.set('rpcUrl', parameters.rpcUrl);
  return url;
}
