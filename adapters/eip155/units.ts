// Moved to the contract (src/adapter/units), shared by every chain; kept for its importers.
export { formatUnits, parseUnits } from '../../src/adapter/units';
