/** The routes a fault can name (startBitcoinStandIn.mjs lists their paths); '*' is all. */
export const BITCOIN_ROUTE_IDS = Object.freeze([
  'tipHeight',
  'tipHash',
  'address',
  'addressUtxo',
  'addressTxs',
  'tx',
  'txHex',
  'txStatus',
  'txOutspends',
  'feeEstimates',
  'broadcast',
]);
export const BITCOIN_FAULT_KINDS = Object.freeze(['status', 'malformed', 'hang']);

/** @typedef {{ route: string, kind: string, status?: number, remaining?: number }} ActiveFault */

/**
 * @param {any} body any: the control request's JSON, checked here
 * @returns {ActiveFault}
 */
function parseFault({ route, kind, status = 503, times }) {
  if (route !== '*' && !BITCOIN_ROUTE_IDS.includes(route))
    throw new Error(`Unknown route ${route}; one of *, ${BITCOIN_ROUTE_IDS.join(', ')}`);
  if (!BITCOIN_FAULT_KINDS.includes(kind))
    throw new Error(`Unknown fault kind ${kind}; one of ${BITCOIN_FAULT_KINDS.join(', ')}`);
  /** @type {ActiveFault} */
  const fault = { route, kind };
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

/** Per-route faults: one per route, a route's own before '*', counted down when given `times`. */
export function createFaults() {
  /** @type {Map<string, ActiveFault>} */
  const faults = new Map();
  return {
    /** @param {unknown} body */
    set(body) {
      const fault = parseFault(body ?? {});
      faults.set(fault.route, fault);
    },
    /** @param {string} [route] */
    clear(route) {
      if (route === undefined) faults.clear();
      else faults.delete(route);
    },
    list: () => [...faults.values()].map((fault) => ({ ...fault })),
    /**
     * The fault for a request to `route`, or null; a fault with `times` left is used up.
     * @param {string} route
     */
    take(route) {
      const fault = faults.get(route) ?? faults.get('*');
      if (!fault) return null;
      if (fault.remaining !== undefined && --fault.remaining === 0) faults.delete(fault.route);
      return fault;
    },
  };
}
