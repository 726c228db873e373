/** A 96×96 SVG of a key on the Portico arch, ASCII only so it base64-encodes with btoa. */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1f2937"/>' +
  '<path d="M20 78V44a28 28 0 0 1 56 0v34h-12V44a16 16 0 0 0-32 0v34z" fill="#f59e0b"/>' +
  '<circle cx="48" cy="46" r="7" fill="#f9fafb"/><path d="M45 52h6v16h-6z" fill="#f9fafb"/>' +
  '</svg>';

/** The default EIP-6963 icon of the dev wallet: a data URI, as EIP-6963 requires. */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}`;
