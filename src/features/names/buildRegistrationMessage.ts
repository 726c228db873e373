/** What a registration message says: the full name, its attributes, when. */
interface RegistrationMessageFields {
  /** The full name with its zone, `alice.portico`. */
  name: string;
  /** Text records registered with the name. Default none. */
  attributes?: Record<string, string>;
  /** When the user asked, in unix milliseconds; the message carries whole seconds. */
  now: number;
}

/**
 * The JSON message the account signs and the API checks, exactly
 * `{"name":"alice.portico","attributes":{},"timestamp":1735689600}`: keys in that order, no
 * spaces, the timestamp in seconds (the API refuses one older than 10 minutes or in the future).
 */
export function buildRegistrationMessage({
  name,
  attributes = {},
  now,
}: RegistrationMessageFields): string {
  return JSON.stringify({ name, attributes, timestamp: Math.floor(now / 1000) });
}
