/**
 * The id of the eip155 adapter's Safe connector (`adapters/eip155/safe/safeConnectorId.ts`;
 * features cannot import adapters, and a unit test checks the two agree). Listed first (connectorsSelectors writes it out), and
 * its sends are proposals to the Safe, not transactions.
 */
export const SAFE_CONNECTOR_ID = 'safe';
