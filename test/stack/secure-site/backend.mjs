/**
 * The secure site's backend logic (the HTTP layer is startSecureSite.mjs): users by email,
 * one-time codes (oneTimeCodes.mjs), device approval, users by social login (socialLogin.mjs:
 * OpenID Connect, keyed by `${provider}:${sub}`), users by Sign In With Farcaster
 * (farcasterLogin.mjs, keyed by `farcaster:${fid}`), one secp256k1 key per user (server-side
 * only), sealed sessions, the email change (emailUpdate.mjs), safe RPC reads and approvals for
 * the unsafe methods.
 *
 * `now()` is the site's clock: Date.now() plus what `/__control/clock` advanced it by.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { JsonRpcProvider, Wallet, getAddress, getBytes, isHexString } from 'ethers';
import { describeRequest } from './describeRequest.mjs';
import { createEmailUpdate } from './emailUpdate.mjs';
import { createFarcasterLogin } from './farcasterLogin.mjs';
import { createOneTimeCodes } from './oneTimeCodes.mjs';
import { SiteError } from './siteHttp.mjs';
import { ACCOUNT_TYPES, createSmartAccounts } from './smartAccounts.mjs';
import { createSmartSessions, grantRequestOf } from './smartSessions.mjs';
import { SOCIAL_PROVIDERS, createSocialLogin } from './socialLogin.mjs';
import { errorMessage } from '../errorMessage.mjs';

const SESSION_TTL_MS = 24 * 60 * 60_000;

const SAFE_METHODS = new Set([
  'eth_chainId',
  'eth_accounts',
  'eth_getBalance',
  'eth_call',
  'eth_estimateGas',
  'eth_blockNumber',
  'eth_getTransactionReceipt',
  'wallet_getAssets',
  'wallet_getCapabilities',
]);
/** Approvals one user may have waiting at once; more are refused. */
export const MAX_PENDING_APPROVALS = 5;
/** How long an approval waits for the user's decision before it is dropped. */
const APPROVAL_TTL_MS = 10 * 60_000;

/** The requests that need an approval in the frame. */
export const UNSAFE_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]);
/** The unsafe requests this stand-in can carry out; the others are refused with code 4200. */
const EXECUTABLE_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
]);
/** ERC-7715 smart sessions: a smart account's only; an EOA refuses them with code 4200. */
const PERMISSION_METHODS = new Set(['wallet_grantPermissions', 'wallet_revokePermissions']);
/** How long an approved user operation may take to be bundled and mined. */
const USER_OPERATION_WAIT_MS = 30_000;
export const NOT_CONNECTED = 'Not connected to email or social';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** The project a request came from, as the frame says: `{ name, url }`, short strings. */
function appOf(app) {
  const text = (value) => (typeof value === 'string' ? value.slice(0, 200) : '');
  return { name: text(app?.name) || 'Unknown app', url: text(app?.url) };
}

/** 'eip155:31337' from 31337, '31337' or 'eip155:31337'. */
export function caip2(chainId) {
  const text = String(chainId);
  return text.startsWith('eip155:') ? text : `eip155:${text}`;
}

export function normaliseEmail(email) {
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new SiteError(400, 'Invalid email');
  return email.trim().toLowerCase();
}

/** `google:alice` (or `farcaster:1001`) for a social user's key (`debugKeyOf`), else null. */
const socialKey = (text) =>
  typeof text === 'string' &&
  (SOCIAL_PROVIDERS.includes(text.split(':')[0]) || text.split(':')[0] === 'farcaster')
    ? text
    : null;

/**
 * @param {{ chains: Map<string, { chainId: string, rpcUrl: string }>, mail: { send: Function },
 *   sealer: ReturnType<import('./sessionToken.mjs').createSealer>, origin: () => string,
 *   faults: { mailDown: boolean, unverifiedDomain: boolean }, log: (line: string) => void,
 *   oidc?: { issuers: Record<string, string>, clientId?: string, coopProvider?: string | null },
 *   farcaster?: { relayUrl: string, rpcUrl: string, idRegistry?: string },
 *   smartAccountFactory?: string,
 *   sessionsApi?: { url: string | Promise<string>, secret: string }
 * }} options
 *   `chains` with a `bundlerUrl` have smart accounts (made by `smartAccountFactory`).
 *   `sessionsApi`: the product-API stand-in the smart sessions granted are registered with.
 */
export function createBackend({
  chains,
  mail,
  sealer,
  origin,
  faults,
  log,
  oidc,
  farcaster,
  smartAccountFactory,
  sessionsApi,
}) {
  let clockOffset = 0;
  let epoch = 0;
  const now = () => Date.now() + clockOffset;
  /**
   * email → { id, email, wallet, devices: Set<deviceId>, userName: null, socialProvider: null,
   * emailUpdate? }
   */
  const users = new Map();
  /**
   * `${provider}:${sub}` (or `farcaster:${fid}`) → { id, email, wallet, devices, userName,
   * socialProvider }
   */
  const socialUsers = new Map();
  const usersById = new Map();
  const social = createSocialLogin({ oidc, now, log });
  const farcasterLogin = createFarcasterLogin({ farcaster, now, log });
  const smartAccounts = createSmartAccounts({ chains, factory: smartAccountFactory });
  const smartSessions = createSmartSessions({ sessionsApi, now });
  const codes = createOneTimeCodes({ now });
  /** nonce → { userId, deviceId } waiting for the link to be opened */
  const deviceLinks = new Map();
  /** approvalId → { userId, method, params, chainId, display } */
  const approvals = new Map();
  const providers = new Map();

  function provider(chainId) {
    const chain = chains.get(caip2(chainId));
    if (!chain) throw new SiteError(400, `Unsupported chain ${chainId}`);
    if (!providers.has(chain.chainId)) {
      const rpc = new JsonRpcProvider(chain.rpcUrl, Number(chain.chainId.split(':')[1]), {
        staticNetwork: true,
        cacheTimeout: -1,
      });
      rpc.pollingInterval = 50;
      providers.set(chain.chainId, rpc);
    }
    return providers.get(chain.chainId);
  }

  /** A new user, its key made here and kept here: no answer ever carries it. */
  function newUser(fields) {
    const user = {
      id: randomUUID(),
      wallet: Wallet.createRandom(),
      devices: new Set(),
      email: null,
      userName: null,
      socialProvider: null,
      preferredAccountType: 'eoa',
      ...fields,
    };
    usersById.set(user.id, user);
    return user;
  }

  function userFor(email) {
    let user = users.get(email);
    if (!user) {
      user = newUser({ email });
      users.set(email, user);
    }
    return user;
  }

  async function sendMail(message) {
    if (faults.mailDown) throw new SiteError(503, 'Could not send the email');
    try {
      await mail.send(message);
    } catch (error) {
      log(`secure site: mail failed: ${errorMessage(error)}`);
      throw new SiteError(503, 'Could not send the email');
    }
  }

  function checkDevice(deviceId) {
    if (typeof deviceId !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId))
      throw new SiteError(400, 'Invalid device');
    return deviceId;
  }

  const loginKey = (email) => `login:${email}`;

  function sendCode(user) {
    return codes.issue(loginKey(user.email), (code) =>
      sendMail({
        to: user.email,
        subject: 'Your Portico login code',
        text: `Your login code is ${code}. It is valid for 10 minutes.`,
      }),
    );
  }

  function openSession(token) {
    const claims = sealer.open(token);
    if (!claims || claims.e !== epoch || typeof claims.exp !== 'number' || claims.exp <= now())
      return null;
    const user = usersById.get(claims.u);
    if (!user || !user.devices.has(claims.d)) return null;
    return { user, deviceId: claims.d, exp: claims.exp };
  }

  function session(token, message = 'Not signed in') {
    const opened = openSession(token);
    if (!opened) throw new SiteError(401, message);
    return opened;
  }

  const emailUpdate = createEmailUpdate({
    users,
    codes,
    sendMail,
    normaliseEmail,
    onChanged: (oldEmail) => codes.delete(loginKey(oldEmail)),
  });

  /** The user as get-user answers it: the active account first, as `address`. */
  async function userView(user, chainId) {
    const id = caip2(chainId);
    const { type, address } = await smartAccounts.activeAccount(user, id);
    const { accounts, smartAccountDeployed } = await smartAccounts.accountsOf(user, id);
    return {
      email: user.email,
      address,
      chainId: id,
      accounts,
      userName: user.userName,
      socialProvider: user.socialProvider,
      preferredAccountType: type,
      smartAccountDeployed,
    };
  }

  /** The email change is for email users: a social user's email is the provider's. */
  function emailUser(token) {
    const { user } = session(token, NOT_CONNECTED);
    if (user.socialProvider)
      throw new SiteError(400, `The email of a ${user.socialProvider} login cannot be changed`);
    return user;
  }

  /**
   * The user of a social login or a Farcaster sign-in (`google:<sub>`, `farcaster:<fid>`),
   * made on first sight (a new key, as for email users), with who the provider says they are
   * now: `{ email, userName, socialProvider }`.
   */
  function socialUserFor(key, identity) {
    let user = socialUsers.get(key);
    if (!user) {
      user = newUser({});
      socialUsers.set(key, user);
    }
    return Object.assign(user, identity);
  }

  function newSession(user, deviceId) {
    const exp = now() + SESSION_TTL_MS;
    return { token: sealer.seal({ u: user.id, d: deviceId, e: epoch, exp }), expiresAt: exp };
  }

  async function safeRpc(user, method, params, chainId) {
    const id = caip2(chainId);
    const hexChainId = `0x${Number(id.split(':')[1]).toString(16)}`;
    if (method === 'eth_chainId') {
      provider(id);
      return hexChainId;
    }
    if (method === 'eth_accounts') return [(await smartAccounts.activeAccount(user, id)).address];
    if (method === 'wallet_getCapabilities') {
      // EIP-5792: a smart account runs a batch as one user operation; the EOA has no batches.
      const smart = smartAccounts.activeType(user, id) === 'smartAccount';
      return { [hexChainId]: { atomic: { status: smart ? 'supported' : 'unsupported' } } };
    }
    if (method === 'wallet_getAssets') {
      const { address } = await smartAccounts.activeAccount(user, id);
      const balance = await provider(id).send('eth_getBalance', [address, 'latest']);
      return {
        [hexChainId]: [
          {
            address: '0x0000000000000000000000000000000000000000',
            balance,
            type: 'native',
            metadata: { decimals: 18, name: 'Ether', symbol: 'ETH' },
          },
        ],
      };
    }
    try {
      return await provider(id).send(method, params);
    } catch (error) {
      throw new SiteError(502, errorMessage(error, { short: true }));
    }
  }

  /** The calls of a `wallet_sendCalls` (EIP-5792: `to` and optional `data` are 0x hex). */
  function callsOf(params) {
    const request = params[0] ?? {};
    const calls = Array.isArray(request.calls) ? request.calls : [];
    if (calls.length === 0) throw new SiteError(400, 'wallet_sendCalls needs calls');
    return calls.map((entry) => {
      if (typeof entry?.to !== 'string' || !entry.to.startsWith('0x'))
        throw new SiteError(400, 'Invalid call: to must start with 0x');
      if (
        entry.data !== undefined &&
        (typeof entry.data !== 'string' || !entry.data.startsWith('0x'))
      )
        throw new SiteError(400, 'Invalid call: data must start with 0x');
      return { to: entry.to, value: BigInt(entry.value ?? 0), data: entry.data ?? '0x' };
    });
  }

  /** An approved request of the user's smart account: signatures and user operations. */
  async function executeAsSmartAccount(user, { method, params, chainId, app }) {
    const client = smartAccounts.clientFor(user, chainId);
    if (method === 'wallet_grantPermissions') {
      const address = getAddress(await client.address());
      return smartSessions.grant({ user, caip2: chainId, address, params, app });
    }
    if (method === 'wallet_revokePermissions') return smartSessions.revoke({ user, params });
    if (method === 'personal_sign') {
      const [message] = params;
      return client.signMessage(isHexString(message) ? getBytes(message) : String(message));
    }
    if (method === 'eth_signTypedData_v4')
      throw new SiteError(400, 'Typed data is not supported for smart accounts here', {
        code: 4200,
      });
    if (method === 'wallet_sendCalls') {
      // EIP-5792: the calls run as one user operation, its hash is the batch's id.
      return { id: await client.sendCalls(callsOf(params)) };
    }
    const tx = params[0] ?? {};
    if (tx.from && getAddress(tx.from) !== getAddress(await client.address()))
      throw new SiteError(400, 'from is not the user');
    const userOpHash = await client.sendCalls([
      { to: tx.to, value: BigInt(tx.value ?? 0), data: tx.data ?? '0x' },
    ]);
    // The page waits for a transaction hash, as from an EOA: the bundle's, once mined.
    const receipt = await client.waitForReceipt(userOpHash, { timeoutMs: USER_OPERATION_WAIT_MS });
    if (!receipt.success) throw new SiteError(502, 'The user operation reverted');
    return receipt.receipt.transactionHash;
  }

  async function execute(user, request) {
    if (smartAccounts.activeType(user, request.chainId) === 'smartAccount')
      return executeAsSmartAccount(user, request);
    const { method, params, chainId } = request;
    if (method === 'wallet_sendCalls')
      throw new SiteError(400, 'Batched calls need a smart account', { code: 5710 });
    const wallet = user.wallet;
    if (method === 'personal_sign') {
      const [message] = params;
      return wallet.signMessage(isHexString(message) ? getBytes(message) : String(message));
    }
    if (method === 'eth_signTypedData_v4') {
      const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
      const types = { ...typed.types };
      delete types.EIP712Domain;
      return wallet.signTypedData(typed.domain, types, typed.message);
    }
    const tx = params[0] ?? {};
    if (tx.from && getAddress(tx.from) !== wallet.address)
      throw new SiteError(400, 'from is not the user');
    const sent = await wallet.connect(provider(chainId)).sendTransaction({
      to: tx.to,
      value: tx.value === undefined ? undefined : BigInt(tx.value),
      data: tx.data,
      gasLimit: tx.gas === undefined ? undefined : BigInt(tx.gas),
    });
    return sent.hash;
  }

  return {
    now,
    advanceClock(ms) {
      clockOffset += Number(ms) || 0;
    },
    expireSessions() {
      epoch += 1;
    },
    /**
     * In-process only, for tests: a user's private key, to check no answer carries it. An
     * email, or `${provider}:${sub}` for a social user (`google:alice`).
     */
    debugKeyOf: (emailOrSocialKey) =>
      (socialKey(emailOrSocialKey)
        ? socialUsers.get(emailOrSocialKey)
        : users.get(normaliseEmail(emailOrSocialKey))
      )?.wallet.privateKey,
    counts: () => ({
      users: users.size,
      socialUsers: socialUsers.size,
      codes: codes.size(),
      approvals: approvals.size,
      socialLogins: social.size(),
      farcasterLogins: farcasterLogin.size(),
    }),
    /** The Farcaster configuration (for /__control/status), or null. */
    farcasterStatus: () => farcasterLogin.status(),
    reset() {
      users.clear();
      socialUsers.clear();
      social.clear();
      farcasterLogin.clear();
      usersById.clear();
      smartAccounts.clear();
      smartSessions.clear();
      codes.clear();
      deviceLinks.clear();
      approvals.clear();
      clockOffset = 0;
      epoch += 1;
    },

    /** POST /api/email/start {email, deviceId} */
    async startEmail({ email, deviceId }) {
      // The project has not verified the page's domain: no login starts (the Unverified Domain alert).
      if (faults.unverifiedDomain) throw new SiteError(403, 'Unverified domain');
      const user = userFor(normaliseEmail(email));
      checkDevice(deviceId);
      if (!user.devices.has(deviceId)) {
        const nonce = randomBytes(18).toString('base64url');
        deviceLinks.set(nonce, { userId: user.id, deviceId });
        await sendMail({
          to: user.email,
          subject: 'Approve your new device',
          text: `Someone is signing in to Portico on a new device. If it was you, open this link:\n${origin()}/api/device/approve?nonce=${nonce}\n`,
        });
        return { action: 'VERIFY_DEVICE' };
      }
      await sendCode(user);
      return { action: 'VERIFY_OTP' };
    },

    /** GET /api/device/approve?nonce= (the link in the mail) */
    approveDevice(nonce) {
      const link = deviceLinks.get(nonce);
      if (!link) return false;
      deviceLinks.delete(nonce);
      usersById.get(link.userId)?.devices.add(link.deviceId);
      return true;
    },

    /** POST /api/device/status {email, deviceId} */
    deviceStatus({ email, deviceId }) {
      const user = users.get(normaliseEmail(email));
      return { approved: Boolean(user?.devices.has(checkDevice(deviceId))) };
    },

    /** POST /api/email/verify {email, deviceId, otp} → { token } */
    verifyCode({ email, deviceId, otp }) {
      const address = normaliseEmail(email);
      const user = users.get(address);
      checkDevice(deviceId);
      if (!user || !codes.has(loginKey(address)))
        throw new SiteError(400, 'No code was sent to this address');
      if (!user.devices.has(deviceId)) throw new SiteError(403, 'Device not approved');
      codes.check(loginKey(address), otp);
      return newSession(user, deviceId);
    },

    /**
     * POST /api/social/start {state, provider, parentOrigin} → {authorizationEndpoint,
     * clientId, closedCheck}; `redirectUri` is the callback on the origin the frame is on.
     */
    startSocial(body, redirectUri) {
      if (faults.unverifiedDomain) throw new SiteError(403, 'Unverified domain');
      return social.start(body, redirectUri);
    },

    /** POST /api/social/callback {state, code?, error?, error_description?, iss?} → {parentOrigin} */
    socialCallback(body) {
      return social.callback(body);
    },

    /**
     * POST /api/social/connect {state, code, codeVerifier, nonce, deviceId} → {token,
     * expiresAt, email, address, userName, socialProvider}: the code exchanged, the id token
     * verified, the user found or made, a session opened (no device check: the provider
     * signed the user in).
     */
    async connectSocial({ state, code, codeVerifier, nonce, deviceId }) {
      checkDevice(deviceId);
      const { provider, claims } = await social.exchange({ state, code, codeVerifier, nonce });
      const user = socialUserFor(`${provider}:${claims.sub}`, {
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        userName:
          (typeof claims.name === 'string' && claims.name) ||
          (typeof claims.preferred_username === 'string' && claims.preferred_username) ||
          null,
        socialProvider: provider,
      });
      user.devices.add(deviceId);
      return {
        ...newSession(user, deviceId),
        email: user.email,
        address: user.wallet.address,
        userName: user.userName,
        socialProvider: user.socialProvider,
      };
    },

    /** POST /api/farcaster/start {parentOrigin} → {id, url} (a relay channel for that page) */
    startFarcaster(body) {
      if (faults.unverifiedDomain) throw new SiteError(403, 'Unverified domain');
      return farcasterLogin.start(body);
    },

    /**
     * POST /api/farcaster/connect {id, deviceId} → {state: 'pending'} | {state: 'completed',
     * token, expiresAt, email: null, address, userName, socialProvider: 'farcaster'}: one look
     * at the relay; once completed, the message verified (farcasterLogin.mjs), the user
     * `farcaster:<fid>` found or made and a session opened (the device is trusted, as after a
     * social login). Failures: 'Failed to connect to farcaster' with a `code`.
     */
    async connectFarcaster({ id, deviceId }) {
      checkDevice(deviceId);
      const polled = await farcasterLogin.poll({ id });
      if (polled.state !== 'completed') return { state: 'pending' };
      const user = socialUserFor(`farcaster:${polled.fid}`, {
        email: null,
        userName: polled.username ?? null,
        socialProvider: 'farcaster',
      });
      user.devices.add(deviceId);
      return {
        state: 'completed',
        ...newSession(user, deviceId),
        email: null,
        address: user.wallet.address,
        userName: user.userName,
        socialProvider: 'farcaster',
      };
    },

    /** POST /api/session {token} → { isConnected, deviceId? } */
    checkSession({ token }) {
      const opened = openSession(token);
      return opened
        ? { isConnected: true, deviceId: opened.deviceId, email: opened.user.email }
        : { isConnected: false };
    },

    /** POST /api/email/update {email} → { action: 'VERIFY_PRIMARY_OTP' } (a code to the current address) */
    startEmailUpdate(token, body) {
      return emailUpdate.start(emailUser(token), body);
    },

    /** POST /api/email/update/primary {otp} → { action: 'VERIFY_SECONDARY_OTP' } (a code to the new one) */
    verifyEmailUpdatePrimary(token, body) {
      return emailUpdate.verifyCurrent(emailUser(token), body);
    },

    /** POST /api/email/update/secondary {otp} → { newEmail } */
    verifyEmailUpdateSecondary(token, body) {
      return emailUpdate.verifyNew(emailUser(token), body);
    },

    /**
     * POST /api/user {chainId, preferredAccountType?} (Authorization: Bearer token): the page's
     * preferred type is kept; the user is described in it where it applies (get user).
     */
    getUser(token, { chainId, preferredAccountType }) {
      const { user } = session(token);
      if (!chains.has(caip2(chainId))) throw new SiteError(400, `Unsupported chain ${chainId}`);
      if (ACCOUNT_TYPES.includes(preferredAccountType))
        user.preferredAccountType = preferredAccountType;
      return userView(user, chainId);
    },

    /** POST /api/smart-account/networks → { smartAccountEnabledNetworks: number[] } */
    smartAccountNetworks() {
      return { smartAccountEnabledNetworks: smartAccounts.enabledNetworks() };
    },

    /** POST /api/smart-account/init {chainId} → { address, isDeployed } */
    async initSmartAccount(token, { chainId }) {
      const { user } = session(token);
      const client = smartAccounts.clientFor(user, caip2(chainId));
      return { address: await client.address(), isDeployed: await client.isDeployed() };
    },

    /** POST /api/preferred-account {type, chainId} → { type, address } */
    async setPreferredAccount(token, { type, chainId }) {
      const { user } = session(token);
      smartAccounts.setPreferred(user, type, caip2(chainId));
      return smartAccounts.activeAccount(user, caip2(chainId));
    },

    /** POST /api/rpc {method, params, chainId}: the safe methods only. */
    async rpc(token, { method, params = [], chainId }) {
      const { user } = session(token);
      if (!Array.isArray(params)) throw new SiteError(400, 'params must be an array');
      if (!SAFE_METHODS.has(method)) {
        if (UNSAFE_METHODS.has(method)) throw new SiteError(403, 'This request needs approval');
        throw new SiteError(400, 'Requested RPC call is not allowed');
      }
      return { result: await safeRpc(user, method, params, chainId) };
    },

    /** In-process tests: the wallet's record of a smart session it granted (pci), or null. */
    smartSessionOf: (pci) => smartSessions.grantOf(pci),

    /**
     * POST /api/approval {method, params, chainId, app?} → { approvalId, display }; `app`
     * ({ name, url }: the frame's parent) is the project a smart session is granted to.
     */
    createApproval(token, { method, params = [], chainId, app }) {
      const { user } = session(token);
      if (!UNSAFE_METHODS.has(method))
        throw new SiteError(400, 'Requested RPC call is not allowed');
      if (!EXECUTABLE_METHODS.has(method))
        throw new SiteError(400, `Method not supported by this wallet: ${method}`, { code: 4200 });
      if (!Array.isArray(params)) throw new SiteError(400, 'params must be an array');
      provider(chainId);
      if (
        PERMISSION_METHODS.has(method) &&
        smartAccounts.activeType(user, caip2(chainId)) !== 'smartAccount'
      )
        throw new SiteError(400, `${method} needs a smart account`, { code: 4200 });
      // A malformed grant is refused before the user is asked.
      if (method === 'wallet_grantPermissions') grantRequestOf(params, Math.floor(now() / 1000));
      let display;
      try {
        display = describeRequest(method, params, caip2(chainId));
      } catch {
        throw new SiteError(400, 'Malformed request parameters');
      }
      // A page that floods requests gets refusals, never a queue the user cannot get through.
      // One left behind (its frame reloaded or closed) stops counting once it expires.
      let pending = 0;
      for (const [id, entry] of approvals) {
        if (entry.createdAt + APPROVAL_TTL_MS <= now()) approvals.delete(id);
        else if (entry.userId === user.id) pending += 1;
      }
      if (pending >= MAX_PENDING_APPROVALS)
        throw new SiteError(429, 'Too many requests are waiting for approval');
      const approvalId = randomUUID();
      approvals.set(approvalId, {
        userId: user.id,
        method,
        params,
        chainId: caip2(chainId),
        display,
        app: appOf(app),
        createdAt: now(),
      });
      return { approvalId, display };
    },

    /** POST /api/approval/decide {approvalId, approve} → { result } */
    async decideApproval(token, { approvalId, approve }) {
      const { user } = session(token);
      const approval = approvals.get(approvalId);
      if (!approval || approval.userId !== user.id) throw new SiteError(404, 'Unknown approval');
      approvals.delete(approvalId);
      if (approval.createdAt + APPROVAL_TTL_MS <= now())
        throw new SiteError(410, 'This request expired before it was approved');
      if (approve !== true) throw new SiteError(400, 'User rejected the request', { code: 4001 });
      try {
        return { result: await execute(user, approval) };
      } catch (error) {
        if (error instanceof SiteError) throw error;
        throw new SiteError(502, errorMessage(error, { short: true }));
      }
    },
  };
}
