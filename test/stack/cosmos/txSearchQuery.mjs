/**
 * CometBFT's event query language, the part tx_search needs: conditions joined by AND, each
 * `<composite key> <op> <value>` with op =, <, <=, >, >=, CONTAINS or EXISTS, a value in single
 * quotes or a number. Keys are `tx.hash`, `tx.height` and `<event type>.<attribute key>` of the
 * transaction's events (cosmjs asks `tx.hash='HEX'`, `message.sender='…'`,
 * `transfer.recipient='…'`, `tx.height=N`).
 */

const CONDITION =
  /^\s*([A-Za-z0-9_.\-/]+)\s*(?:(EXISTS)|(<=|>=|=|<|>|CONTAINS)\s*('(?:[^']*)'|-?\d+(?:\.\d+)?))\s*$/i;

/**
 * One condition of a query; `value` and `numeric` are absent for EXISTS.
 * @typedef {{ key: string, op: string, value?: string, numeric?: boolean }} TxCondition
 */

/**
 * Parses `query` into conditions; throws a readable Error for a query it cannot read.
 * @param {unknown} query
 * @returns {TxCondition[]}
 */
export function parseTxQuery(query) {
  if (typeof query !== 'string' || query.trim() === '')
    throw new Error('failed to parse query: empty query');
  return query.split(/\s+AND\s+/i).map((part) => {
    const match = CONDITION.exec(part);
    if (!match) throw new Error(`failed to parse query: ${JSON.stringify(part.trim())}`);
    const [, key, exists, op, raw] = match;
    if (exists) return { key, op: 'EXISTS' };
    const quoted = raw.startsWith("'");
    return { key, op: op.toUpperCase(), value: quoted ? raw.slice(1, -1) : raw, numeric: !quoted };
  });
}

/**
 * An indexed transaction: what the index and the conditions read of it.
 * @typedef {{ hash: string, height: number | bigint,
 *   result: { events: ReadonlyArray<{ type: string,
 *     attributes: ReadonlyArray<{ key: string, value: string }> }> } }} IndexedTx
 */

/**
 * The values a transaction is indexed under, by composite key.
 * @param {IndexedTx} tx
 */
function indexOf(tx) {
  const index = new Map([
    ['tx.hash', [tx.hash]],
    ['tx.height', [String(tx.height)]],
  ]);
  for (const { type, attributes } of tx.result.events)
    for (const { key, value } of attributes) {
      const composite = `${type}.${key}`;
      index.set(composite, [...(index.get(composite) ?? []), value]);
    }
  return index;
}

/**
 * @param {TxCondition} condition
 * @param {string} actual
 * @returns {boolean | undefined}
 */
function holds({ op, value, numeric }, actual) {
  if (op === 'CONTAINS') return actual.includes(/** @type {string} */ (value));
  if (op === '=' && !numeric) return actual === value;
  const [a, b] = [Number(actual), Number(value)];
  if (Number.isNaN(a)) return false;
  return /** @type {Record<string, boolean>} */ ({
    '=': a === b,
    '<': a < b,
    '<=': a <= b,
    '>': a > b,
    '>=': a >= b,
  })[op];
}

/**
 * Whether indexed transaction `tx` satisfies every condition.
 * @param {readonly TxCondition[]} conditions
 * @param {IndexedTx} tx
 */
export function matchesTxQuery(conditions, tx) {
  const index = indexOf(tx);
  return conditions.every((condition) => {
    const values = index.get(condition.key);
    if (!values) return false;
    if (condition.op === 'EXISTS') return true;
    // tx.hash compares without regard to case, as CometBFT's indexer stores it upper-case.
    if (condition.key === 'tx.hash')
      return values[0] === /** @type {string} */ (condition.value).toUpperCase();
    return values.some((actual) => holds(condition, actual));
  });
}
