import type { Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';

// Third-party wallets, faked as each convention describes them: a Wallet Standard wallet with
// the bitcoin features, a sats-connect (WBIP004) provider, and the legacy `window.unisat`.

export const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const ORDINALS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
export const PAYMENT_KEY = `02${'ab'.repeat(32)}`;
export const ORDINALS_KEY = 'cd'.repeat(32);
export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as WalletIcon;

/** A BIP-137 compact signature: header 31 (compressed, p2pkh), r, s. */
export const LEGACY_SIGNATURE = Uint8Array.from([31, ...new Array<number>(64).fill(7)]);
/** A BIP-322 "simple" p2wpkh witness: 2 items, a 71-byte signature and a 33-byte key. */
export const BIP322_SIGNATURE = Uint8Array.from([
  2,
  71,
  ...new Array<number>(71).fill(9),
  33,
  ...new Array<number>(33).fill(2),
]);
export const PSBT_BYTES = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 1, 2, 3]);
export const SIGNED_PSBT_BYTES = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 4, 5, 6]);

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const fromHex = (value: string) => Uint8Array.from(Buffer.from(value, 'hex'));

export const account = (address: string, publicKey: string): WalletAccount => ({
  address,
  publicKey: fromHex(publicKey),
  chains: ['bitcoin:mainnet'],
  features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
});

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void;

/** A Wallet Standard wallet with `bitcoin:connect`, signing, events and disconnect. */
export function fakeStandardWallet(
  name: string,
  options: { icon?: string; authorized?: boolean; chains?: string[] } = {},
) {
  const all = [account(PAYMENT, PAYMENT_KEY), account(ORDINALS, ORDINALS_KEY)];
  let accounts: WalletAccount[] = options.authorized ? all : [];
  const listeners = new Set<ChangeListener>();
  const emit = () => listeners.forEach((listener) => listener({ accounts }));
  const connect = jest.fn(async (_input: { purposes: string[] }) => {
    accounts = all;
    return { accounts: [...all] };
  });
  const signMessage = jest.fn(
    async (..._inputs: { account: WalletAccount; message: Uint8Array }[]) => [
      { signedMessage: new Uint8Array(), signature: BIP322_SIGNATURE },
    ],
  );
  const signTransaction = jest.fn(async (..._inputs: unknown[]) => [
    { signedPsbt: SIGNED_PSBT_BYTES },
  ]);
  const disconnect = jest.fn(async () => {
    accounts = [];
    emit();
  });
  const wallet = {
    version: '1.0.0',
    name,
    icon: options.icon ?? ICON,
    chains: options.chains ?? ['bitcoin:mainnet', 'bitcoin:regtest'],
    get accounts() {
      return accounts;
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect },
      'bitcoin:signMessage': { version: '1.0.0', signMessage },
      'bitcoin:signTransaction': { version: '1.0.0', signTransaction },
      'standard:disconnect': { version: '1.0.0', disconnect },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: ChangeListener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    },
  } as unknown as Wallet;
  return {
    wallet,
    connect,
    signMessage,
    signTransaction,
    disconnect,
    /** The user switches to other accounts (or none). */
    setAccounts(next: WalletAccount[]) {
      accounts = next;
      emit();
    },
    listenerCount: () => listeners.size,
  };
}

export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } };

const ADDRESSES = [
  { address: PAYMENT, publicKey: PAYMENT_KEY, purpose: 'payment', addressType: 'p2wpkh' },
  { address: ORDINALS, publicKey: ORDINALS_KEY, purpose: 'ordinals', addressType: 'p2tr' },
  { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', publicKey: '', purpose: 'stacks' },
];

/**
 * A sats-connect provider: answers each method with `answers[method]` (a function of the
 * params, or a fixed answer) in the JSON-RPC envelope; by default an authorised Xverse.
 */
export function fakeSatsConnectProvider(
  answers: Record<string, RpcAnswer | ((params: unknown) => RpcAnswer)> = {},
) {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const defaults: Record<string, RpcAnswer | ((params: unknown) => RpcAnswer)> = {
    wallet_connect: {
      result: {
        id: 'x',
        addresses: ADDRESSES,
        walletType: 'software',
        network: { bitcoin: { name: 'Mainnet' }, stacks: { name: 'mainnet' } },
      },
    },
    wallet_getAccount: { error: { code: -32002, message: 'Access denied' } },
    signMessage: {
      result: {
        signature: base64(BIP322_SIGNATURE),
        messageHash: 'ab',
        address: PAYMENT,
        protocol: 'BIP322',
      },
    },
    signPsbt: { result: { psbt: base64(SIGNED_PSBT_BYTES) } },
    wallet_disconnect: { result: null },
  };
  const request = jest.fn(async (method: string, params: unknown): Promise<unknown> => {
    const answer = answers[method] ?? defaults[method];
    const body = typeof answer === 'function' ? answer(params) : answer;
    return body
      ? { jsonrpc: '2.0', id: '1', ...body }
      : { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } };
  });
  const addListener = jest.fn((event: string, listener: (event: unknown) => void) => {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)!.add(listener);
    return () => listeners.get(event)?.delete(listener);
  });
  return {
    provider: { request, addListener },
    request,
    emit: (event: string, payload: unknown) =>
      listeners.get(event)?.forEach((listener) => listener(payload)),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    methods: () => request.mock.calls.map(([method]) => method),
  };
}

export const SATS_ADDRESSES = ADDRESSES;

/** `window.unisat`: one account, authorised or not; bip322 or only ecdsa. */
export function fakeUnisat(
  options: { authorized?: boolean; address?: string; bip322?: boolean } = {},
) {
  const address = options.address ?? ORDINALS;
  let authorized = options.authorized ?? false;
  const listeners = new Set<(accounts: string[]) => void>();
  const provider = {
    requestAccounts: jest.fn(async () => {
      authorized = true;
      return [address];
    }),
    getAccounts: jest.fn(async () => (authorized ? [address] : [])),
    getPublicKey: jest.fn(async () => PAYMENT_KEY),
    signMessage: jest.fn(async (_message: string, type?: string) => {
      if (type === 'bip322-simple' && options.bip322 === false)
        throw new Error('bip322-simple is not supported for this address type');
      return base64(type === 'ecdsa' ? LEGACY_SIGNATURE : BIP322_SIGNATURE);
    }),
    signPsbt: jest.fn(async (_psbtHex: string, _options: unknown) => hex(SIGNED_PSBT_BYTES)),
    on: jest.fn((_event: string, listener: (accounts: string[]) => void) => {
      listeners.add(listener);
    }),
    removeListener: jest.fn((_event: string, listener: (accounts: string[]) => void) => {
      listeners.delete(listener);
    }),
  };
  return {
    provider,
    switchTo: (accounts: string[]) => listeners.forEach((listener) => listener(accounts)),
    listenerCount: () => listeners.size,
  };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
