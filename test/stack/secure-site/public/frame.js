/*
 * The secure site's frame (plain browser JS, loaded by /frame.html after approvalPrompt.js,
 * under its own strict CSP). It talks to the page by postMessage and to its own origin's /api/*
 * by fetch, and stores nothing: this Chromium denies third-party frames every storage. See
 * ../README.md.
 *
 * Page → frame: { id, type, payload } (any payload; each request checks its own). Frame → page: { id, type: `${type}_SUCCESS` |
 * `${type}_ERROR`, payload } (an error payload is { message, code? }: 4001 rejected by the
 * user, 4200 unsupported method), READY { version: '4' } once, APPROVAL_REQUESTED /
 * APPROVAL_SETTLED { id } (no envelope id) around an approval prompt, REQUEST_REFUSED
 * { id, type, message } (no envelope id) for a request under an id still pending (the pending
 * one stays as it was), and SOCIAL_RESULT
 * { uri } (no envelope id) when a social login's callback reached the frame over
 * BroadcastChannel (see below).
 * Chain ids are CAIP-2 strings ('eip155:31337') in every payload the frame sends
 * (GET_USER, GET_CHAIN_ID, SWITCH_NETWORK); GET_USER and RPC_REQUEST also take a number.
 * Requests and payloads:
 *   CONNECT_EMAIL {email}            → {action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'}
 *   CONNECT_DEVICE {}                → {action: 'VERIFY_OTP'} once the mailed link was opened
 *                                      (the code is mailed then)
 *   CONNECT_OTP {otp}                → {token}   the sealed session, for the page to keep
 *   IS_CONNECTED {token?}            → {isConnected}  (a valid token restores the session)
 *   GET_SOCIAL_REDIRECT_URI {provider} → {uri, closedCheck}  provider: google, github, apple,
 *                                      facebook, x or discord (else 'Unsupported social
 *                                      provider'; without providers configured: 'Social login
 *                                      is not configured'). `uri` is the provider's authorize
 *                                      URL (client_id, redirect_uri = this origin's
 *                                      /oauth/callback, response_type=code, scope=openid email
 *                                      profile, state, nonce, code_challenge, S256,
 *                                      prompt=login); the frame keeps state, nonce and the
 *                                      PKCE verifier in memory. `closedCheck` is false for the
 *                                      provider that sends COOP same-origin (its popup reads
 *                                      as closed to the page as soon as it gets there).
 *   CONNECT_SOCIAL {uri, chainId?, preferredAccountType?} → {token, email, address, chainId,
 *                                      accounts: [{address, type: 'eoa'}], userName,
 *                                      socialProvider, preferredAccountType: 'eoa'}
 *                                      `uri`: the callback URL (SOCIAL_RESULT's), on this
 *                                      origin, with a state this frame made (else 'Invalid
 *                                      social result'); the provider's error → its
 *                                      description ('The user denied the request', code
 *                                      'access_denied'). The backend redeems the code with the
 *                                      verifier and checks the id token; the session is kept
 *                                      as after an email login.
 *   GET_FARCASTER_URI {}             → {url}  the Farcaster sign-in URL (the modal shows it as
 *                                      a QR code). The backend opens a channel on the relay for
 *                                      this page (domain = the page's host, siweUri = its
 *                                      origin, a nonce of the site's); the frame keeps the
 *                                      site's handle of it, replacing any earlier one (whose
 *                                      CONNECT_FARCASTER then ends, code 'cancelled'). Refused:
 *                                      'Farcaster is not configured', 'Unverified domain',
 *                                      'Could not reach the Farcaster relay'.
 *   CONNECT_FARCASTER {chainId?}     → {token, email: null, address, chainId, accounts:
 *                                      [{address, type: 'eoa'}], userName (the Farcaster
 *                                      username), socialProvider: 'farcaster',
 *                                      preferredAccountType: 'eoa'}  once the user approved in
 *                                      the Farcaster app. Waits, polling the backend (which
 *                                      looks at the relay and, once completed, verifies the
 *                                      SIWF message, its signer and custodyOf(fid) on chain),
 *                                      for at most 5 minutes. Every failure answers
 *                                      'Failed to connect to farcaster' with a `code`:
 *                                      'denied', 'expired' (5 minutes), 'cancelled' (SIGN_OUT
 *                                      or a new GET_FARCASTER_URI), 'no_channel' (no
 *                                      GET_FARCASTER_URI before), a verification code
 *                                      (invalid_signature, custody_mismatch, nonce_mismatch…:
 *                                      ../farcasterLogin.mjs) or 'failed'. The session is kept
 *                                      as after an email login.
 *   GET_USER {chainId?, preferredAccountType?} → {email, address, chainId, accounts:
 *                                      [{address, type: 'eoa' | 'smartAccount'}], userName,
 *                                      socialProvider, preferredAccountType,
 *                                      smartAccountDeployed}  (userName and socialProvider
 *                                      null for email users). The preferred type given is
 *                                      kept for the user; `address` is the account of that
 *                                      type where it applies (smartAccount only on enabled
 *                                      networks), else the EOA.
 *   GET_SMART_ACCOUNT_ENABLED_NETWORKS {} → {smartAccountEnabledNetworks: [31337…]}  (the
 *                                      chains with a bundler)
 *   INIT_SMART_ACCOUNT {}            → {address, isDeployed}  the smart account on the
 *                                      current chain (counterfactual until its first user
 *                                      operation)
 *   SET_PREFERRED_ACCOUNT {type}     → {type, address}  'eoa' or 'smartAccount'; the latter
 *                                      only on an enabled network (else refused). Unsafe
 *                                      requests then act as that account: a smart account
 *                                      signs for ERC-1271 (ERC-6492 before it is deployed)
 *                                      and sends through user operations
 *                                      (eth_sendTransaction answers the bundle's transaction
 *                                      hash once mined; wallet_sendCalls answers {id: the
 *                                      user operation hash}).
 *   UPDATE_EMAIL {email}             → {action: 'VERIFY_PRIMARY_OTP'}  (a code to the current
 *                                      address; refused: invalid, same, used by another user)
 *   UPDATE_EMAIL_PRIMARY_OTP {otp}   → {action: 'VERIFY_SECONDARY_OTP'}  (a code to the new one)
 *   UPDATE_EMAIL_SECONDARY_OTP {otp} → {newEmail}  (same user, key and address)
 *                                      (all three: 'Not connected to email or social' without
 *                                      a session; codes as for login: 'Invalid code'…)
 *   GET_CHAIN_ID {}                  → {chainId}
 *   SWITCH_NETWORK {chainId}         → {chainId}
 *   RPC_REQUEST {method, params, chainId?} → the JSON-RPC result. Safe reads go to the
 *                                      backend; unsafe ones (personal_sign,
 *                                      eth_signTypedData_v4, eth_sendTransaction,
 *                                      wallet_sendCalls, wallet_grantPermissions,
 *                                      wallet_revokePermissions, eth_sendUserOperation) wait for
 *                                      an Approve click in the frame, or fail at once with
 *                                      'Method not supported by this wallet: <method>' (4200)
 *                                      for the last four; others: 'Requested RPC call is not
 *                                      allowed'
 *   RPC_ABORT {id}                   → {}  (closes that request's prompt, as a rejection)
 *   SYNC_THEME {themeMode?: 'light' | 'dark', themeVariables?: {accent?}} → {}
 *                                      (data-theme on the frame's <html>; unknown fields
 *                                      ignored; not an object, another mode: refused)
 *   SYNC_DAPP_DATA {metadata?: {name?, description?, url?, icons?: string[]}, sdkVersion?,
 *                   sdkType?, projectId?} → {}  (each present field a string: name ≤ 100,
 *                                      description and each icon ≤ 2000, others ≤ 200;
 *                                      ≤ 10 icons; else refused, unknown fields ignored; the
 *                                      name shows as "Requested by <name>" in the prompt)
 *   SIGN_OUT                         → {}  (also ends a CONNECT_FARCASTER wait)
 *
 * Social login: the page opens the popup itself (in the click), asks GET_SOCIAL_REDIRECT_URI
 * and navigates the popup there. The callback page (oauthCallback.js) posts SOCIAL_RESULT
 * {uri} to its opener, or, with no opener (COOP), over BroadcastChannel('portico-social') to
 * this frame, which sends the page SOCIAL_RESULT {uri} for a state it has pending.
 *
 * Faults (a <meta name="portico-faults"> of the served page): holdArming (Approve arms when a
 * test calls window.porticoArmNow(), not after the prompt's minimum visible time), neverReply,
 * malformed, and
 * wrongOrigin: the frame first moves itself (location.replace) to the same URL on the other
 * loopback name (127.0.0.1 ↔ localhost, same port) with `wrongOrigin=moved`, and answers
 * from there, so the page gets READY and replies from an origin it did not load.
 */
(() => {
  'use strict';
  const TYPE = /^[A-Z][A-Z0-9_]{0,63}$/;
  const SAFE = new Set([
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
  const UNSAFE = new Set([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
  ]);
  const NOT_CONNECTED = 'Not connected to email or social';
  /** Approvals waiting at once (the prompt's and the backend's bound too). */
  const MAX_PENDING = 5;
  const TOO_MANY_PENDING = 'Too many requests are waiting for approval';
  const SOCIAL_PROVIDERS = new Set(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
  const CALLBACK_PATH = '/oauth/callback';
  const SOCIAL_TTL_MS = 10 * 60_000;
  const FARCASTER_FAILED = 'Failed to connect to farcaster';
  const FARCASTER_WAIT_MS = 5 * 60_000 + 10_000;
  const FARCASTER_POLL_MS = 400;
  const query = new URLSearchParams(location.search);
  const faults = new Set(
    (document.querySelector('meta[name="portico-faults"]')?.content ?? '').split(' '),
  );
  const logger = query.get('enableLogger') === 'true';

  // The wrongOrigin fault: answer from the other loopback name (once: the flag stops a loop).
  if (faults.has('wrongOrigin') && query.get('wrongOrigin') !== 'moved') {
    const other = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[location.hostname];
    if (other) {
      const moved = new URL(location.href);
      moved.hostname = other;
      moved.searchParams.set('wrongOrigin', 'moved');
      location.replace(moved.href);
      return;
    }
    console.warn(`[secure-site] wrongOrigin: no other name for ${location.hostname}`);
  }

  /** The parent's origin: the browser's own word for it, else the referrer's origin. */
  function findParentOrigin() {
    const ancestor = location.ancestorOrigins?.[0];
    if (ancestor) return ancestor;
    try {
      return new URL(document.referrer).origin;
    } catch {
      return '';
    }
  }
  /**
   * Whether the parent may embed this frame: one of the project's origin patterns, as the
   * server put them in this page (`*.` host and `:*` port wildcards), which its CSP
   * `frame-ancestors` also enforces.
   */
  function allowedParent(origin) {
    const patterns = (document.querySelector('meta[name="portico-ancestors"]')?.content ?? '')
      .split(' ')
      .filter(Boolean);
    return patterns.some((pattern) => {
      const body = pattern
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/^(https?:\/\/)\*\\\./, '$1([a-z0-9-]+\\.)+')
        .replace(/:\*$/, ':\\d{1,5}');
      return new RegExp(`^${body}$`, 'i').test(origin);
    });
  }
  const parentOrigin = findParentOrigin();
  if (window.parent === window || !allowedParent(parentOrigin)) {
    console.warn(`[secure-site] not framed by an allowed page (${parentOrigin || 'none'})`);
    return;
  }

  const base64url = (bytes) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  /** 24 URL-safe characters (18 random bytes: no padding). */
  const randomId = () => base64url(crypto.getRandomValues(new Uint8Array(18)));

  const state = {
    deviceId: randomId(),
    chainId: /^eip155:\d+$/.test(query.get('chainId') ?? '') ? query.get('chainId') : 'eip155:1',
    email: null,
    token: null,
    approvals: new Map(), // request id → { display, decide(approve) }, or null while it is filed
    social: new Map(), // state → { nonce, verifier, expiresAt, forwarded }
    farcaster: null, // { id, wake } of the last GET_FARCASTER_URI, until its outcome
    appName: null, // SYNC_DAPP_DATA's metadata.name: a smart session's project
  };

  /** The social login `uri` belongs to: a callback URL of this origin with a pending state. */
  function pendingSocial(uri) {
    let url;
    try {
      url = new URL(uri);
    } catch {
      return null;
    }
    if (url.origin !== location.origin || url.pathname !== CALLBACK_PATH) return null;
    const socialState = url.searchParams.get('state') ?? '';
    const entry = state.social.get(socialState);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      state.social.delete(socialState);
      return null;
    }
    return { url, socialState, entry };
  }

  class FrameFailure extends Error {
    constructor(message, code) {
      super(message);
      this.code = code;
    }
  }

  const post = (message) => window.parent.postMessage(message, parentOrigin);

  // The callback page, when COOP left it no opener: same origin as this frame by construction.
  new BroadcastChannel('portico-social').addEventListener('message', (event) => {
    const uri = event.data?.uri;
    const pending = typeof uri === 'string' ? pendingSocial(uri) : null;
    if (!pending || pending.entry.forwarded) return;
    pending.entry.forwarded = true;
    post({ type: 'SOCIAL_RESULT', payload: { uri } });
  });

  async function api(path, body) {
    const headers = { 'Content-Type': 'application/json' };
    if (state.token) headers.Authorization = `Bearer ${state.token}`;
    const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new FrameFailure(answer.message || `HTTP ${response.status}`, answer.code);
    return answer;
  }

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // The approval prompt (approvalPrompt.js): shown in the frame; only a click there approves.
  const prompt = window.porticoApprovalPrompt.create({
    parentOrigin,
    onDecide: (entry, approve) => settleApproval(entry.requestId, approve),
    holdArming: faults.has('holdArming'),
  });
  // Only a test driving this document (never the page: it cannot reach into this origin).
  if (faults.has('holdArming')) window.porticoArmNow = () => prompt.armNow();

  function settleApproval(requestId, approve) {
    if (!state.approvals.has(requestId)) return;
    const entry = state.approvals.get(requestId);
    if (!entry) {
      state.approvals.delete(requestId); // still being filed: requestApproval ends it
      return;
    }
    state.approvals.delete(requestId);
    prompt.remove(entry);
    post({ type: 'APPROVAL_SETTLED', payload: { id: requestId } });
    entry.decide(approve);
  }

  async function requestApproval(requestId, { method, params, chainId }) {
    // The project a smart session is granted to: its url is the origin this frame checked.
    const app = { name: state.appName ?? parentOrigin, url: parentOrigin };
    if (state.approvals.size >= MAX_PENDING) throw new FrameFailure(TOO_MANY_PENDING);
    // Held from now: a second request under this id is refused, never filed over this one.
    state.approvals.set(requestId, null);
    let created;
    try {
      created = await api('/api/approval', { method, params, chainId, app });
    } catch (error) {
      state.approvals.delete(requestId);
      throw error;
    }
    const { approvalId, display } = created;
    const approved = await new Promise((resolve) => {
      const entry = { requestId, display, decide: resolve };
      // Aborted (or signed out) while the backend was asked.
      if (!state.approvals.has(requestId)) return resolve(false);
      state.approvals.set(requestId, entry);
      if (!prompt.push(entry)) {
        state.approvals.delete(requestId);
        return resolve(false);
      }
      post({ type: 'APPROVAL_REQUESTED', payload: { id: requestId } });
    });
    const { result } = await api('/api/approval/decide', { approvalId, approve: approved });
    return result;
  }

  const text = (value, name) => {
    if (typeof value !== 'string' || value.length === 0 || value.length > 320)
      throw new FrameFailure(`Invalid ${name}`);
    return value;
  };

  /** Ends the wait of a CONNECT_FARCASTER (if any) for the current channel. */
  function cancelFarcaster() {
    const pending = state.farcaster;
    state.farcaster = null;
    pending?.wake?.();
  }

  /** Polls the backend until the channel `pending` has an outcome, is replaced, or times out. */
  async function waitForFarcaster(pending) {
    const deadline = Date.now() + FARCASTER_WAIT_MS;
    for (;;) {
      if (state.farcaster !== pending) throw new FrameFailure(FARCASTER_FAILED, 'cancelled');
      if (Date.now() > deadline) {
        cancelFarcaster();
        throw new FrameFailure(FARCASTER_FAILED, 'expired');
      }
      let answer;
      try {
        answer = await api('/api/farcaster/connect', { id: pending.id, deviceId: state.deviceId });
      } catch (error) {
        if (state.farcaster === pending) state.farcaster = null;
        const code = error instanceof FrameFailure && typeof error.code === 'string';
        throw new FrameFailure(FARCASTER_FAILED, code ? error.code : 'failed');
      }
      // Signed out (or another channel) while asking: this login is not taken.
      if (state.farcaster !== pending) throw new FrameFailure(FARCASTER_FAILED, 'cancelled');
      if (answer.state === 'completed') {
        state.farcaster = null;
        return answer;
      }
      await new Promise((resolve) => {
        pending.wake = resolve;
        setTimeout(resolve, FARCASTER_POLL_MS);
      });
    }
  }

  /** CONNECT_SOCIAL's and CONNECT_FARCASTER's chain: the payload's, else the frame's. */
  /**
   * A social or Farcaster login done: the session kept, the frame on `chainId`, and the reply
   * (the user from social connect; `connected` is the backend's answer).
   */
  function connectedAs(connected, chainId) {
    connectedChain(chainId);
    state.token = connected.token;
    state.email = connected.email;
    return {
      token: connected.token,
      email: connected.email,
      address: connected.address,
      chainId: state.chainId,
      accounts: [{ address: connected.address, type: 'eoa' }],
      userName: connected.userName,
      socialProvider: connected.socialProvider,
      preferredAccountType: 'eoa',
    };
  }

  function connectedChain(chainId) {
    const chain =
      chainId === undefined
        ? state.chainId
        : /^\d{1,12}$/.test(String(chainId))
          ? `eip155:${chainId}`
          : String(chainId);
    if (/^eip155:\d{1,12}$/.test(chain)) state.chainId = chain;
    return state.chainId;
  }

  function requireSession() {
    if (!state.token) throw new FrameFailure(NOT_CONNECTED);
  }

  const handlers = {
    async CONNECT_EMAIL({ email }) {
      text(email, 'email');
      if (state.token && state.email === email.trim().toLowerCase()) return { action: 'CONNECT' };
      state.email = email;
      return api('/api/email/start', { email, deviceId: state.deviceId });
    },
    async CONNECT_DEVICE() {
      if (!state.email) throw new FrameFailure('No email to verify');
      const deadline = Date.now() + 10 * 60_000;
      while (Date.now() < deadline) {
        const { approved } = await api('/api/device/status', {
          email: state.email,
          deviceId: state.deviceId,
        });
        if (approved)
          return api('/api/email/start', { email: state.email, deviceId: state.deviceId });
        await sleep(300);
      }
      throw new FrameFailure('Device was not approved in time');
    },
    async CONNECT_OTP({ otp }) {
      if (!state.email) throw new FrameFailure('No email to verify');
      const { token } = await api('/api/email/verify', {
        email: state.email,
        deviceId: state.deviceId,
        otp: text(otp, 'otp'),
      });
      state.token = token;
      state.email = state.email.trim().toLowerCase();
      return { token };
    },
    async IS_CONNECTED({ token } = {}) {
      const candidate = typeof token === 'string' ? token : state.token;
      if (!candidate) return { isConnected: false };
      const session = await api('/api/session', { token: candidate });
      if (!session.isConnected) {
        if (candidate === state.token) state.token = null;
        return { isConnected: false };
      }
      state.token = candidate;
      state.deviceId = session.deviceId;
      state.email = session.email;
      return { isConnected: true };
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      if (!SOCIAL_PROVIDERS.has(provider)) throw new FrameFailure('Unsupported social provider');
      const socialState = randomId();
      const nonce = randomId();
      const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
      const challenge = base64url(
        await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
      );
      const { authorizationEndpoint, clientId, closedCheck } = await api('/api/social/start', {
        state: socialState,
        provider,
        parentOrigin,
      });
      state.social.set(socialState, {
        nonce,
        verifier,
        expiresAt: Date.now() + SOCIAL_TTL_MS,
        forwarded: false,
      });
      const uri = new URL(authorizationEndpoint);
      for (const [key, value] of Object.entries({
        client_id: clientId,
        redirect_uri: location.origin + CALLBACK_PATH,
        response_type: 'code',
        scope: 'openid email profile',
        state: socialState,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'login',
      }))
        uri.searchParams.set(key, value);
      return { uri: uri.href, closedCheck: closedCheck !== false };
    },
    async CONNECT_SOCIAL({ uri, chainId }) {
      const pending = typeof uri === 'string' ? pendingSocial(uri) : null;
      if (!pending) throw new FrameFailure('Invalid social result');
      const { url, socialState, entry } = pending;
      state.social.delete(socialState);
      const error = url.searchParams.get('error');
      if (error) {
        // The backend was told too (the callback page); nothing to redeem.
        throw new FrameFailure(url.searchParams.get('error_description') || error, error);
      }
      const connected = await api('/api/social/connect', {
        state: socialState,
        code: url.searchParams.get('code') ?? '',
        codeVerifier: entry.verifier,
        nonce: entry.nonce,
        deviceId: state.deviceId,
      });
      return connectedAs(connected, chainId);
    },
    async GET_FARCASTER_URI() {
      cancelFarcaster();
      const { id, url } = await api('/api/farcaster/start', { parentOrigin });
      state.farcaster = { id, wake: null };
      return { url };
    },
    async CONNECT_FARCASTER({ chainId } = {}) {
      const pending = state.farcaster;
      if (!pending) throw new FrameFailure(FARCASTER_FAILED, 'no_channel');
      return connectedAs(await waitForFarcaster(pending), chainId);
    },
    async GET_USER({ chainId, preferredAccountType } = {}) {
      return api('/api/user', {
        chainId: chainId ?? state.chainId,
        ...(preferredAccountType !== undefined && { preferredAccountType }),
      });
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return api('/api/smart-account/networks', {});
    },
    async INIT_SMART_ACCOUNT() {
      requireSession();
      return api('/api/smart-account/init', { chainId: state.chainId });
    },
    async SET_PREFERRED_ACCOUNT({ type } = {}) {
      requireSession();
      return api('/api/preferred-account', { type: text(type, 'type'), chainId: state.chainId });
    },
    async UPDATE_EMAIL({ email }) {
      requireSession();
      return api('/api/email/update', { email: text(email, 'email') });
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      requireSession();
      return api('/api/email/update/primary', { otp: text(otp, 'otp') });
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      requireSession();
      const { newEmail } = await api('/api/email/update/secondary', { otp: text(otp, 'otp') });
      state.email = newEmail;
      return { newEmail };
    },
    async GET_CHAIN_ID() {
      return { chainId: state.chainId };
    },
    async SWITCH_NETWORK({ chainId }) {
      if (!/^eip155:\d{1,12}$/.test(String(chainId))) throw new FrameFailure('Unsupported chain');
      if (state.token) await api('/api/rpc', { method: 'eth_chainId', params: [], chainId });
      state.chainId = chainId;
      return { chainId };
    },
    async RPC_REQUEST({ method, params = [], chainId }, id) {
      const request = { method, params, chainId: chainId ?? state.chainId };
      if (SAFE.has(method)) return (await api('/api/rpc', request)).result;
      if (UNSAFE.has(method)) return requestApproval(id, request);
      throw new FrameFailure('Requested RPC call is not allowed');
    },
    async RPC_ABORT({ id }) {
      settleApproval(id, false);
      return {};
    },
    async SIGN_OUT() {
      cancelFarcaster();
      state.token = null;
      state.email = null;
      for (const requestId of [...state.approvals.keys()]) settleApproval(requestId, false);
      return {};
    },
    async SYNC_THEME(payload) {
      prompt.syncTheme(payload);
      return {};
    },
    async SYNC_DAPP_DATA(payload) {
      state.appName = prompt.syncDappData(payload).metadata.name ?? null;
      return {};
    },
  };

  /** Id and type; any payload: each request checks its own (SYNC_THEME refuses a non-object). */
  function validEnvelope(data) {
    return (
      data !== null &&
      typeof data === 'object' &&
      typeof data.id === 'string' &&
      data.id.length > 0 &&
      data.id.length <= 64 &&
      typeof data.type === 'string' &&
      TYPE.test(data.type)
    );
  }

  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) {
      console.warn(`[secure-site] refused a message from ${event.origin}`);
      return;
    }
    if (!validEnvelope(event.data)) {
      console.warn('[secure-site] refused a malformed message');
      return;
    }
    const { id, type, payload } = event.data;
    if (logger) console.info(`[secure-site] ${type} ${id}`);
    // An id still pending is never reused: a second request under it is refused, and the
    // first one (maybe on screen) stays as it was. The refusal carries no envelope id: a reply
    // under that id would end the first request in the page.
    if (state.approvals.has(id)) {
      console.warn(`[secure-site] refused ${type}: request id ${id} is already pending`);
      post({
        type: 'REQUEST_REFUSED',
        payload: { id, type, message: 'A request with this id is already pending' },
      });
      return;
    }
    if (faults.has('neverReply')) return;
    const handler = Object.hasOwn(handlers, type) ? handlers[type] : undefined;
    if (faults.has('malformed')) {
      post({ id, type: `${type}_SUCCESS`, payload: { unexpected: 'shape' } });
      return;
    }
    try {
      if (!handler) throw new FrameFailure(`Unsupported request ${type}`);
      const result = await handler(payload ?? {}, id);
      post({ id, type: `${type}_SUCCESS`, payload: result });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'An error occurred';
      const code = error instanceof FrameFailure ? error.code : undefined;
      post({
        id,
        type: `${type}_ERROR`,
        payload: code === undefined ? { message } : { message, code },
      });
    }
  });

  post({ type: 'READY', payload: { version: '4' } });
})();
