/**
 * Longest image URL shown, in UTF-16 units. A wallet icon is a small square: an inline PNG or
 * SVG of a few KB, 100 KB at most for any real one (the same bound the Polkadot extension
 * icons have). A longer one (a 5 MB data URL announced by a hostile script) would be kept in
 * the store and copied into the page on every render: it is dropped, and the generic glyph
 * shows.
 */
const MAX_IMAGE_URL_LENGTH = 100_000;

/**
 * Whether `url` may be shown as an image: http(s), or inline `data:image/…` of a raster or SVG
 * type, at most `MAX_IMAGE_URL_LENGTH` long; never `javascript:`, `blob:` or `data:text/html`.
 * (An SVG in an `<img>` runs no script.) In the adapter contract so adapters (which import
 * nothing else of src/) check wallet icons by the same rule as the views.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '' || url.length > MAX_IMAGE_URL_LENGTH) return false;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return true;
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** `url` when it may be shown as an image (`isSafeImageUrl`), else null. */
export function safeImageUrl(url: string | null | undefined): string | null {
  return isSafeImageUrl(url) ? url : null;
}
