/**
 * Only http(s) images and inline `data:image/…` ones may be shown: never `javascript:` or
 * `blob:` (the rule of src/utils/safeImageUrl, which adapters may not import).
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url === '' || url.length > 100_000) return false;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return true;
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}
