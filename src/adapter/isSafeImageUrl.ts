/**
 * Whether `url` may be shown as an image: http(s), or inline `data:image/…` of a raster or SVG
 * type; never `javascript:` or `blob:`. In the adapter contract so adapters (which import
 * nothing else of src/) check wallet icons by the same rule as the views.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '') return false;
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
