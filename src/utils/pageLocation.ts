/** The page the modal runs on, as analytics and the origin check see it. */
export interface PageLocation {
  origin: string;
  /** Origin and path only: a query string or fragment may hold personal data. */
  url: string;
  hostname: string;
}

/**
 * The browser's location; without one (server rendering, tests in Node) the host metadata's
 * `url`. Null when neither is a URL.
 */
export function pageLocation(metadataUrl?: string): PageLocation | null {
  const href = typeof location === 'undefined' ? metadataUrl : location.href;
  if (!href) return null;
  try {
    const url = new URL(href);
    return { origin: url.origin, url: `${url.origin}${url.pathname}`, hostname: url.hostname };
  } catch {
    return null;
  }
}
