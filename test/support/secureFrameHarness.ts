/**
 * The secure site's frame, played in jsdom for the embedded-wallet tests. The page side is the
 * real one (`createFrameClient` inside the auth adapter); this stands in for the document the
 * hidden `#w3m-iframe` would load: it sees the frame appear, captures what the page posts to
 * the frame's window (and to which origin), announces READY, and answers each request the way
 * `test/stack/secure-site/public/frame.js` does, from the frame's origin and window. Every
 * answer can be replaced per test, held back (answered later by the test), or made an error.
 */
import { FRAME_ID } from '../../src/frame/frameIds';

export const SECURE_SITE_URL = 'http://127.0.0.1:7777/frame.html';
export const SECURE_ORIGIN = 'http://127.0.0.1:7777';

/** The embedded wallet's account (not a dev wallet's: nothing else could have connected it). */
export const USER_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
export const USER_EMAIL = 'a@b.co';
export const LOGIN_CODE = '123456';
export const SESSION_TOKEN = 'sealed-session-token';
/** The user's smart account (where the frame has smart accounts: `smartAccountNetworks`). */
export const SMART_ACCOUNT_ADDRESS = '0x4337000000000000000000000000000000000Abc';
/** What the frame answers personal_sign with (0x + 65 bytes). */
export const SIGNATURE = `0x${'ab'.repeat(65)}`;

export interface FrameMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

export interface Posted {
  message: FrameMessage;
  /** The `targetOrigin` the page posted with. */
  target: string;
}

/** A success payload, an error payload, or no answer at all (the test answers, or never). */
export type Answer = { ok: unknown } | { error: { message?: string; code?: number } } | 'hold';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each request has its own payload
export type Handler = (payload: any, message: FrameMessage) => Answer;

export interface SecureFrame {
  /** Everything the page posted to the frame, in order. */
  readonly posts: Posted[];
  /** The types posted, in order (`RPC_REQUEST:personal_sign` for wallet requests). */
  types(): string[];
  /** The messages of one type posted so far. */
  sent(type: string): FrameMessage[];
  /** The hidden frame, once the page made it. */
  element(): HTMLIFrameElement | null;
  /** How many frames the page made. */
  framesMade(): number;
  /** Replaces the answer to `type` from now on. */
  on(type: string, handler: Handler): void;
  /** Answers a request held back (`'hold'`). */
  answer(message: FrameMessage, answer: Exclude<Answer, 'hold'>): void;
  /** The frame says something on its own (READY, APPROVAL_REQUESTED …), from its window. */
  say(data: unknown): void;
  /**
   * From now on `method` waits for the user in the frame (an approval prompt), as the real
   * site's unsafe requests do: APPROVAL_REQUESTED, then nothing until `decide` or RPC_ABORT.
   */
  prompt(method: string, answer?: unknown): void;
  /** The prompts the frame shows now (the RPC requests they hold). */
  prompts(): FrameMessage[];
  /** The user clicks Approve (true) or Reject in the oldest prompt. */
  decide(approve: boolean): void;
  /**
   * The session the frame would accept (IS_CONNECTED) and the account it holds;
   * `preferredAccountType` is what GET_USER last asked for or SET_PREFERRED_ACCOUNT set.
   */
  user: {
    email: string;
    address: string;
    chainId: string;
    token: string;
    preferredAccountType: 'eoa' | 'smartAccount';
    /** The chain ids (numbers) where the frame has smart accounts; none by default. */
    smartAccountNetworks: number[];
  };
}

export interface SecureFrameOptions {
  /** Announce READY as soon as the frame is made (a frame that loads). Default true. */
  autoReady?: boolean;
  /** What CONNECT_EMAIL answers. Default VERIFY_OTP (a known device). */
  loginAction?: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
}

const rejected = { error: { message: 'User rejected the request', code: 4001 } } as const;

/**
 * Installs the stand-in: call before the modal starts; `jest.restoreAllMocks()` (or
 * `restore`) removes it. Answers come in a microtask, as a real frame's reply comes later.
 */
export function installSecureFrame(options: SecureFrameOptions = {}): SecureFrame & {
  restore(): void;
} {
  const { autoReady = true, loginAction = 'VERIFY_OTP' } = options;
  const posts: Posted[] = [];
  let frame: HTMLIFrameElement | null = null;
  let framesMade = 0;
  const user: SecureFrame['user'] = {
    email: USER_EMAIL,
    address: USER_ADDRESS,
    chainId: 'eip155:31337',
    token: SESSION_TOKEN,
    preferredAccountType: 'eoa',
    smartAccountNetworks: [],
  };
  /** As the real site: the smart account where enabled and preferred, else the EOA. */
  const smartHere = () =>
    user.preferredAccountType === 'smartAccount' &&
    user.smartAccountNetworks.includes(Number(user.chainId.split(':')[1]));
  let pendingEmail: string | null = null;
  let newEmail: string | null = null;
  const prompts: { message: FrameMessage; answer: unknown }[] = [];

  const say = (data: unknown) => {
    const source = frame?.contentWindow ?? null;
    window.dispatchEvent(new MessageEvent('message', { data, origin: SECURE_ORIGIN, source }));
  };
  const reply = (message: FrameMessage, answer: Exclude<Answer, 'hold'>) => {
    if ('ok' in answer)
      say({ id: message.id, type: `${message.type}_SUCCESS`, payload: answer.ok });
    else say({ id: message.id, type: `${message.type}_ERROR`, payload: answer.error });
  };
  /** The prompt ends: the frame says so, then answers the request it held. */
  function settlePrompt(index: number, approve: boolean) {
    const [entry] = prompts.splice(index, 1);
    if (!entry) return;
    say({ type: 'APPROVAL_SETTLED', payload: { id: entry.message.id } });
    reply(entry.message, approve ? { ok: entry.answer } : rejected);
  }
  const codeCheck = (otp: unknown, ok: unknown): Answer =>
    otp === LOGIN_CODE ? { ok } : { error: { message: 'Invalid code' } };

  const rpcAnswers: Record<string, Handler> = {
    personal_sign: () => ({ ok: SIGNATURE }),
    eth_getBalance: () => ({ ok: '0x0' }),
    eth_chainId: () => ({ ok: '0x7a69' }),
    wallet_getAssets: () => ({ ok: {} }),
  };
  const handlers: Record<string, Handler> = {
    CONNECT_EMAIL: ({ email }) => {
      pendingEmail = String(email);
      return { ok: { action: loginAction } };
    },
    CONNECT_DEVICE: () => ({ ok: { action: 'VERIFY_OTP' } }),
    CONNECT_OTP: ({ otp }) => {
      const answer = codeCheck(otp, { token: user.token });
      if (answer !== 'hold' && 'ok' in answer && pendingEmail) user.email = pendingEmail;
      return answer;
    },
    IS_CONNECTED: ({ token }) => ({ ok: { isConnected: token === user.token } }),
    GET_USER: ({ preferredAccountType }) => {
      if (preferredAccountType) user.preferredAccountType = preferredAccountType;
      return {
        ok: {
          email: user.email,
          address: smartHere() ? SMART_ACCOUNT_ADDRESS : user.address,
          chainId: user.chainId,
          accounts: [{ address: user.address, type: 'eoa' }],
          userName: null,
          preferredAccountType: smartHere() ? 'smartAccount' : 'eoa',
          smartAccountDeployed: false,
        },
      };
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
      ok: { smartAccountEnabledNetworks: user.smartAccountNetworks },
    }),
    SET_PREFERRED_ACCOUNT: ({ type }) => {
      if (type === 'smartAccount' && !user.smartAccountNetworks.includes(31337))
        return { error: { message: 'Smart accounts are not enabled on eip155:31337' } };
      user.preferredAccountType = type;
      return { ok: { type, address: smartHere() ? SMART_ACCOUNT_ADDRESS : user.address } };
    },
    GET_CHAIN_ID: () => ({ ok: { chainId: user.chainId } }),
    SWITCH_NETWORK: ({ chainId }) => {
      user.chainId = String(chainId);
      return { ok: { chainId } };
    },
    RPC_REQUEST: (payload: { method: string }, message) => {
      const handler = rpcAnswers[payload.method];
      return handler
        ? handler(payload, message)
        : { error: { message: 'Requested RPC call is not allowed' } };
    },
    // The real frame closes that request's prompt (a rejection) and says it is done.
    RPC_ABORT: ({ id }) => {
      const index = prompts.findIndex((p) => p.message.id === id);
      if (index >= 0) void Promise.resolve().then(() => settlePrompt(index, false));
      return { ok: {} };
    },
    SIGN_OUT: () => ({ ok: {} }),
    SYNC_THEME: () => ({ ok: {} }),
    SYNC_DAPP_DATA: () => ({ ok: {} }),
    UPDATE_EMAIL: ({ email }) => {
      newEmail = String(email);
      return { ok: { action: 'VERIFY_PRIMARY_OTP' } };
    },
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => codeCheck(otp, { action: 'VERIFY_SECONDARY_OTP' }),
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => {
      const answer = codeCheck(otp, { newEmail });
      if (answer !== 'hold' && 'ok' in answer && newEmail) user.email = newEmail;
      return answer;
    },
  };

  function onPost(message: FrameMessage, target: string) {
    posts.push({ message, target });
    const handler = handlers[message.type];
    const answer: Answer = handler
      ? handler(message.payload ?? {}, message)
      : { error: { message: `Unsupported request ${message.type}` } };
    if (answer === 'hold') return;
    void Promise.resolve().then(() => reply(message, answer));
  }

  function adopt(node: Node) {
    if (!(node instanceof HTMLIFrameElement) || node.id !== FRAME_ID) return;
    frame = node;
    framesMade += 1;
    const frameWindow = node.contentWindow!;
    jest
      .spyOn(frameWindow, 'postMessage')
      .mockImplementation(((message: FrameMessage, target: string) =>
        onPost(message, target)) as Window['postMessage']);
    // A real frame loads after it is inserted, then announces itself.
    if (autoReady)
      void Promise.resolve().then(() => {
        if (frame === node) say({ type: 'READY', payload: { version: '4' } });
      });
  }

  const original = Node.prototype.appendChild;
  const spy = jest.spyOn(Node.prototype, 'appendChild').mockImplementation(function <
    T extends Node,
  >(this: Node, node: T): T {
    const added = original.call(this, node) as T;
    adopt(added);
    return added;
  });

  return {
    posts,
    user,
    types: () =>
      posts.map(({ message }) =>
        message.type === 'RPC_REQUEST'
          ? `RPC_REQUEST:${(message.payload as { method: string }).method}`
          : message.type,
      ),
    sent: (type) => posts.filter((p) => p.message.type === type).map((p) => p.message),
    element: () => frame,
    framesMade: () => framesMade,
    on(type, handler) {
      if (type.startsWith('RPC_REQUEST:')) rpcAnswers[type.slice('RPC_REQUEST:'.length)] = handler;
      else handlers[type] = handler;
    },
    answer: reply,
    prompt(method, answer = SIGNATURE) {
      rpcAnswers[method] = (_payload, message) => {
        prompts.push({ message, answer });
        void Promise.resolve().then(() =>
          say({ type: 'APPROVAL_REQUESTED', payload: { id: message.id } }),
        );
        return 'hold';
      };
    },
    prompts: () => prompts.map((p) => p.message),
    decide: (approve) => settlePrompt(0, approve),
    say,
    restore: () => spy.mockRestore(),
  };
}

export { rejected as USER_REJECTED };
