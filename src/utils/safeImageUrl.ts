/** Only http(s) images and inline `data:image/…` ones are shown: never `javascript:` or `blob:`. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return url;
  try {
    return /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}
