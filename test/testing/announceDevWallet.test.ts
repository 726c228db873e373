import {
  announceDevWallet,
  createDevWallet,
  injectDevWallet,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
} from '../../src/testing';

// A stand-in provider: announcing needs no chain, and jsdom has no fetch.
const provider: Eip1193Provider = {
  request: () => Promise.resolve(null),
  on() {
    return this;
  },
  removeListener() {
    return this;
  },
};

function collectAnnouncements(): { details: Eip6963ProviderDetail[]; stop(): void } {
  const details: Eip6963ProviderDetail[] = [];
  const listener = (event: Event) =>
    details.push((event as CustomEvent<Eip6963ProviderDetail>).detail);
  window.addEventListener('eip6963:announceProvider', listener);
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) };
}

test('default: announces once at once, with frozen info and the provider', () => {
  const { details, stop } = collectAnnouncements();
  const unannounce = announceDevWallet(provider);
  expect(details).toHaveLength(1);
  const [detail] = details;
  expect(detail?.provider).toBe(provider);
  expect(detail?.info).toEqual({
    uuid: expect.stringMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    ),
    name: 'Portico Dev Wallet',
    rdns: 'dev.portico.wallet',
    icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  });
  expect(Object.isFrozen(detail)).toBe(true);
  expect(Object.isFrozen(detail?.info)).toBe(true);
  unannounce();
  stop();
});

test('parameters: answers eip6963:requestProvider with the given info until unannounced', () => {
  const info = {
    uuid: '350670db-19fa-4704-a166-e52e178b59d2',
    name: 'Test Wallet',
    rdns: 'com.example.test',
  };
  const unannounce = announceDevWallet(provider, info);
  const { details, stop } = collectAnnouncements();
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  expect(details).toHaveLength(1);
  expect(details[0]?.info).toMatchObject(info);
  expect(details[0]?.provider).toBe(provider);

  unannounce();
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  expect(details).toHaveLength(1);
  stop();
});

test('behavior: the icon decodes to an SVG', () => {
  const { details, stop } = collectAnnouncements();
  announceDevWallet(provider)();
  const icon = details[0]?.info.icon ?? '';
  expect(atob(icon.split(',')[1] ?? '')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  stop();
});

test('injectDevWallet: sets window.ethereum and puts back what was there', () => {
  const slot = window as Window & { ethereum?: unknown };
  expect(slot.ethereum).toBeUndefined();
  const restore = injectDevWallet(provider);
  expect(slot.ethereum).toBe(provider);
  restore();
  expect('ethereum' in slot).toBe(false);

  const previous = { legacy: true };
  slot.ethereum = previous;
  const restoreAgain = injectDevWallet(provider);
  expect(slot.ethereum).toBe(provider);
  restoreAgain();
  expect(slot.ethereum).toBe(previous);
  delete slot.ethereum;
});

test('behavior: a real dev wallet found through EIP-6963 connects and signs without a chain', async () => {
  // Nothing here reaches the RPC URL: connect and personal_sign are answered by the wallet.
  const wallet = createDevWallet({ chains: { 31337: 'http://127.0.0.1:1' } });
  const { details, stop } = collectAnnouncements();
  const unannounce = announceDevWallet(wallet);
  const found = details[0]?.provider;
  expect(found).toBe(wallet);
  await expect(found?.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ]);
  await expect(
    found?.request({
      method: 'personal_sign',
      params: ['hi', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    }),
  ).resolves.toMatch(/^0x[0-9a-f]{130}$/);
  unannounce();
  stop();
});
