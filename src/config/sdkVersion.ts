/**
 * The version sent as `sv` on every product-API request. Kept equal
 * to package.json's `version` by a unit test; a constant, so the bundle never reads the manifest.
 */
export const SDK_VERSION = '0.2.0';

/** The sdk type sent as `st`: this library. */
export const SDK_TYPE = 'portico';
