/**
 * oidc-provider's storage for one provider: an in-memory adapter of our own (the library's
 * quick-start one prints a warning, and is shared by every Provider of the process). Entries
 * expire after `expiresIn` seconds; `clear()` drops everything (the control API's reset).
 * The adapter interface: https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function createMemoryStore() {
  /**
   * key → { value, expiresAt }; `any`: oidc-provider's payloads, which it ships no types for.
   * @type {Map<string, { value: any, expiresAt: number }>}
   */
  const entries = new Map();

  /** @returns {any} */
  const get = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value;
  };
  /**
   * @param {string} key
   * @param {unknown} value
   * @param {number} [expiresIn] seconds; without it the entry stays
   */
  const set = (key, value, expiresIn) => {
    const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
    entries.set(key, { value, expiresAt });
  };

  class MemoryAdapter {
    /** @param {string} model */
    constructor(model) {
      this.model = model;
    }

    /** @param {string} id */
    key(id) {
      return `${this.model}:${id}`;
    }

    /**
     * @param {string} id
     * @param {any} payload any: oidc-provider's model payload
     * @param {number} [expiresIn] seconds
     */
    async upsert(id, payload, expiresIn) {
      const key = this.key(id);
      if (this.model === 'Session') set(`sessionUid:${payload.uid}`, id, expiresIn);
      if (GRANTABLE.has(this.model) && payload.grantId) {
        const grantKey = `grant:${payload.grantId}`;
        const members = get(grantKey) ?? new Set();
        members.add(key);
        set(grantKey, members);
      }
      if (payload.userCode) set(`userCode:${payload.userCode}`, id, expiresIn);
      set(key, payload, expiresIn);
    }

    /** @param {string} id */
    async find(id) {
      return get(this.key(id));
    }

    /** @param {string} uid */
    async findByUid(uid) {
      const id = get(`sessionUid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }

    /** @param {string} userCode */
    async findByUserCode(userCode) {
      const id = get(`userCode:${userCode}`);
      return id === undefined ? undefined : this.find(id);
    }

    /** @param {string} id */
    async consume(id) {
      const payload = get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    /** @param {string} id */
    async destroy(id) {
      entries.delete(this.key(id));
    }

    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      const grantKey = `grant:${grantId}`;
      for (const key of get(grantKey) ?? []) entries.delete(key);
      entries.delete(grantKey);
    }
  }

  return {
    Adapter: MemoryAdapter,
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
