/**
 * Per-method faults for the JSON-RPC methods (startCosmosStandIn.mjs lists them); '*' is all.
 * An abci_query fault may name one query `path` (e.g. only Simulate fails).
 */
export const COSMOS_RPC_METHODS = Object.freeze([
  'status',
  'health',
  'abci_query',
  'broadcast_tx_sync',
  'tx_search',
  'tx',
]);
export const COSMOS_FAULT_KINDS = Object.freeze(['status', 'malformed', 'hang']);

const keyOf = (/** @type {string} */ method, /** @type {string | undefined} */ path) =>
  path ? `${method} ${path}` : method;

/**
 * @typedef {{ method: string, path?: string, kind: string, status?: number, remaining?: number }}
 *   ActiveFault
 */

/**
 * @param {any} body any: the control request's JSON, checked here
 * @returns {ActiveFault}
 */
function parseFault({ method, path, kind, status = 503, times }) {
  if (method !== '*' && !COSMOS_RPC_METHODS.includes(method))
    throw new Error(`Unknown method ${method}; one of *, ${COSMOS_RPC_METHODS.join(', ')}`);
  if (
    path !== undefined &&
    (method !== 'abci_query' || typeof path !== 'string' || !path.startsWith('/'))
  )
    throw new Error('path names an abci_query path (/cosmos.…), with method abci_query only');
  if (!COSMOS_FAULT_KINDS.includes(kind))
    throw new Error(`Unknown fault kind ${kind}; one of ${COSMOS_FAULT_KINDS.join(', ')}`);
  /** @type {ActiveFault} */
  const fault = { method, ...(path && { path }), kind };
  if (kind === 'status') {
    if (!Number.isInteger(status) || status < 400 || status > 599)
      throw new Error('A status fault needs a status of 400-599');
    fault.status = status;
  }
  if (times !== undefined) {
    if (!Number.isInteger(times) || times < 1) throw new Error('times must be a positive integer');
    fault.remaining = times;
  }
  return fault;
}

/** One fault per method (and path); the most specific wins; counted down when given `times`. */
export function createFaults() {
  /** @type {Map<string, ActiveFault>} */
  const faults = new Map();
  return {
    /** @param {unknown} body */
    set(body) {
      const fault = parseFault(body ?? {});
      faults.set(keyOf(fault.method, fault.path), fault);
    },
    /**
     * Clears the faults of `method` (all its paths too), or every fault.
     * @param {string} [method]
     */
    clear(method) {
      if (method === undefined) faults.clear();
      else for (const [key, fault] of faults) if (fault.method === method) faults.delete(key);
    },
    list: () => [...faults.values()].map((fault) => ({ ...fault })),
    /**
     * The fault for a call of `method` (at abci `path`), or null; one with `times` is used up.
     * @param {string} method
     * @param {string} [path]
     */
    take(method, path) {
      const fault =
        (path && faults.get(keyOf(method, path))) || faults.get(method) || faults.get('*');
      if (!fault) return null;
      if (fault.remaining !== undefined && --fault.remaining === 0)
        faults.delete(keyOf(fault.method, fault.path));
      return fault;
    },
  };
}
