import { isSafeImageUrl } from '../../src/adapter/isSafeImageUrl';

/** The contract's image rule, and a cap on size: an extension's icon is a page script's value. */
export const isSafeExtensionIcon = (url: unknown): url is string =>
  typeof url === 'string' && url.length <= 100_000 && isSafeImageUrl(url);
