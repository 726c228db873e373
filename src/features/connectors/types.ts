export type { ConnectorGroup, ConnectorInfo } from '../../adapter/ConnectorInfo';
