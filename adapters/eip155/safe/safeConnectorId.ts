/**
 * The Safe connector's id. The send feature keeps the same constant
 * (`src/features/connectors/safeConnectorId.ts`: features cannot import adapters); a unit test
 * checks the two agree.
 */
export const SAFE_CONNECTOR_ID = 'safe';
