import { ConfigError } from '../../src/config/ConfigError';
import { resolveConfig } from '../../src/config/resolveConfig';

/** The `ConfigError` resolving `input` throws; fails the test when it throws none. */
export function configErrorOf(input: unknown): ConfigError {
  try {
    resolveConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected resolveConfig to throw a ConfigError');
}
