/**
 * The text of a caught value, for logs and error answers: an Error's message (or, with `short`,
 * an ethers/viem error's `shortMessage` when it has one), anything else as a string.
 * @param {unknown} error
 * @param {{ short?: boolean }} [options]
 * @returns {string}
 */
export function errorMessage(error, { short = false } = {}) {
  if (short && error && typeof error === 'object' && 'shortMessage' in error) {
    if (typeof error.shortMessage === 'string') return error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
