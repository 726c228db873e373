/**
 * An in-memory IKeyValueStorage for a sign-client: every start is a clean wallet or dapp.
 * @returns {import('@walletconnect/keyvaluestorage').IKeyValueStorage}
 */
export function memoryStorage() {
  /** @type {Map<string, any>} any: the sign-client reads back each value as the type it stored */
  const map = new Map();
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async () => [...map.entries()],
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  };
}
