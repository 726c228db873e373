import type { Locator, Page } from '@playwright/test';
import { verifyMessage } from 'ethers';
import { DEMO_MESSAGE } from '../demo/SignMessagePanel';
import { apiControls, type ApiControls } from '../stack/api/controls';
import { callControl } from '../stack/callControl';
import { peerWallet, relayFaults } from '../stack/walletconnect/controls';
import { answerVerifyLocally } from '../stack/walletconnect/verifyFrame.mjs';
import { approvalPrompt, loginWithEmail, uniqueEmail } from './emailWallet';
import { expect, loggedEvents, openWithConnectButton, test } from './fixtures';
import {
  ACCOUNT_0,
  accountStatus,
  balance,
  chainRpc,
  connectWith,
  gotoWithWallet,
  openAccount,
  openSend,
  previewSend,
  readStack,
  WALLET,
  walletButton,
  walletDo,
} from './wallet';

/**
 * The fault matrix: the stand-ins' fault switches driven in the browser while a request
 * is under way (relay drop during signing, API 500 during connect, wallet lock during send,
 * chain down during balance, frame unloaded mid-request, and two at once). Each row checks the
 * message the user sees, the state the host sees (the demo's account status and event log) and
 * the recovery once the fault clears. A row whose product behaviour is wrong is `test.fixme`,
 * its comment naming the cause.
 *
 * These switches are shared with other specs (the relay and peer wallet, the Solana cluster),
 * so this file runs in a project of its own after theirs (playwright.config.ts).
 */

let wallet: ReturnType<typeof peerWallet>;
let relay: ReturnType<typeof relayFaults>;
let api: ApiControls;

test.beforeAll(async ({ request }) => {
  const stack = await readStack(request);
  if (!stack.walletControlUrl || !stack.relayControlUrl || !stack.apiControlUrl)
    throw new Error('the stack runs no WalletConnect relay, peer wallet or API stand-in');
  wallet = peerWallet(stack.walletControlUrl);
  relay = relayFaults(stack.relayControlUrl);
  api = apiControls(stack.apiControlUrl);
});

const signResult = (page: Page) => page.getByTestId('sign-result');
const signButton = (page: Page) => page.getByRole('button', { name: 'Sign message' });

/** Clicks Sign message and checks the signature recovers to `address`. */
async function signAndVerify(page: Page, address: string): Promise<void> {
  await signButton(page).click();
  await expect(signResult(page)).toHaveAttribute('data-status', 'signed');
  expect(verifyMessage(DEMO_MESSAGE, (await signResult(page).textContent()) ?? '')).toBe(address);
}

/** Chromium logs every failed HTTP answer and refused WebSocket as a console error. */
const HTTP_FAILURE_LOGS = /status of 50[023]|WebSocket connection to .* failed/;

let projectCount = 0;
/** A project id of this test alone: the API stand-in's faults are scoped to it. */
const uniqueProject = () => `e2e-faults-${Date.now()}-${(projectCount += 1)}`;

test.describe('relay drop during signing', () => {
  // One relay and one peer wallet: these run one after the other.
  test.describe.configure({ mode: 'serial' });

  /**
   * What the WalletConnect SDK logs when the relay redelivers a message whose acknowledgement
   * the dropped socket cut off (delivery is at least once), and the refused reconnects.
   */
  const RELAY_LOGS =
    /No matching key\. history|onRelayMessage\(\) -> failed to process an inbound|Pending session not found for topic|Couldn't establish socket connection to the relay|WebSocket connection to .* failed/;

  test.beforeEach(async ({ page, issues }) => {
    // Which of them a test meets depends on where the drop cuts each socket.
    issues.expectedErrors.push({ text: RELAY_LOGS, mayNotOccur: true });
    await relay.reset();
    await wallet.reset({ proposals: 'approve', requests: 'approve' });
    await wallet.disconnect();
    await answerVerifyLocally(page);
  });
  test.afterEach(() => relay.reset());

  /** Pairs the peer wallet through the QR code; then its sign requests wait for the test. */
  async function connectAndSignPending(page: Page) {
    await page.goto('/');
    const modal = await openWithConnectButton(page);
    await walletButton(modal, 'WalletConnect').click();
    const qr = page.getByRole('dialog').locator('img.portico-qr[data-uri^="wc:"]');
    await expect(qr).toBeVisible();
    await wallet.pair((await qr.getAttribute('data-uri'))!);
    await expect(accountStatus(page)).toHaveText('connected');
    await wallet.setBehavior({ requests: 'manual' });
    await signButton(page).click();
    return wallet.waitForRequest('personal_sign');
  }

  /** Refuses reconnects and closes every socket: the dapp and the peer are cut off. */
  async function relayDown() {
    await relay.refuse(true);
    expect((await relay.dropAll()).sockets).toBe(0);
  }

  async function relayBack() {
    await relay.refuse(false);
    await expect.poll(async () => (await relay.status()).sockets).toBeGreaterThanOrEqual(2);
  }

  test('a short outage with a signature pending at the wallet: still connected, and the same request completes once the relay is back', async ({
    page,
  }) => {
    const pending = await connectAndSignPending(page);
    await relayDown();
    // Once both sides have tried to come back and been refused (the page has seen the outage),
    // the host still sees one connected account and a request under way, not an error.
    await expect.poll(async () => (await relay.status()).refusedClients).toBeGreaterThanOrEqual(2);
    await expect(signResult(page)).toHaveAttribute('data-status', 'signing');
    await expect(accountStatus(page)).toHaveText('connected');

    await relayBack();
    await wallet.approveRequest(pending.id);
    await expect(signResult(page)).toHaveAttribute('data-status', 'signed');
    expect(verifyMessage(DEMO_MESSAGE, (await signResult(page).textContent()) ?? '')).toBe(
      ACCOUNT_0,
    );
    await wallet.setBehavior({ requests: 'approve' });
    await signAndVerify(page, ACCOUNT_0);
    expect(await loggedEvents(page)).not.toContain('DISCONNECTED');
  });

  // A request waits for the wallet while the relay is down, but not past `relayTimeoutMs`
  // (15 s) in a row: then it fails with 'Relay unreachable' (whileRelayReachable.ts).
  test('a long outage: the signature fails with "Relay unreachable", still connected; once the relay is back a new signature succeeds', async ({
    page,
  }) => {
    const pending = await connectAndSignPending(page);
    await relayDown();
    await expect(signResult(page)).toHaveText('Relay unreachable');
    await expect(accountStatus(page)).toHaveText('connected');

    await relayBack();
    // WalletConnect cannot withdraw a request: the wallet still shows the abandoned prompt and
    // shows the next one only after it (sign-client's request queue), so its user answers it
    // first. Its late signature changes nothing for the host.
    await wallet.approveRequest(pending.id);
    await wallet.setBehavior({ requests: 'approve' });
    await expect(signResult(page)).toHaveText('Relay unreachable');
    await signAndVerify(page, ACCOUNT_0);
    expect(await loggedEvents(page)).not.toContain('DISCONNECTED');
  });
});

test('API 500 during connect (app configuration and wallet list at once): the Server Error alert and the bundled wallets; connecting still works; cleared, a reload is clean', async ({
  page,
  issues,
}) => {
  issues.expectedErrors.push(HTTP_FAILURE_LOGS);
  const projectId = uniqueProject();
  await api.setFault('config', { kind: 'status', status: 500 }, { projectId });
  await api.setFault('wallets', { kind: 'status', status: 500 }, { projectId });
  await gotoWithWallet(page, `projectId=${projectId}`);
  const modal = await openWithConnectButton(page);

  // After the API client's 3 tries (1 s, then 2 s apart).
  const alert = modal.getByText('Server Error');
  await expect(alert).toBeVisible();
  await expect(modal.getByText('The app configuration could not be fetched.')).toBeVisible();
  await expect(page.locator('.demo-event-log li[data-event-type="ALERT"]')).toContainText(
    'SERVER_ERROR_APP_CONFIGURATION',
  );
  await walletButton(modal, 'All Wallets').click();
  const all = page.getByRole('dialog', { name: 'All Wallets' });
  await expect(
    all.getByText('The full wallet list is unavailable: showing well-known wallets.'),
  ).toBeVisible();
  await all.getByRole('button', { name: 'Back' }).click();

  // The installed wallet needs neither: it connects.
  await walletButton(page.getByRole('dialog'), WALLET).click();
  await expect(accountStatus(page)).toHaveText('connected');
  expect(await loggedEvents(page)).toContain('ACCOUNT_CONNECTED');
  const tries = (await api.requests()).filter(
    (r) => (r.route === 'config' || r.route === 'wallets') && r.query.projectId === projectId,
  );
  expect(tries.every((r) => r.status === 500)).toBe(true);

  await api.clearFaults('config');
  await api.clearFaults('wallets');
  // A reload reconnects the wallet, and the configuration loads: no alert this time.
  await page.reload();
  await expect(accountStatus(page)).toHaveText('connected');
  const account = await openAccount(page);
  await expect(account.getByText('Server Error')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await api.requests()).some(
        (r) => r.route === 'config' && r.query.projectId === projectId && r.status === 200,
      ),
    )
    .toBe(true);
  expect(await loggedEvents(page)).not.toContain('ALERT');
  // And a visitor not connected yet gets the full wallet list.
  await page.goto(`/?projectId=${projectId}`);
  await walletButton(await openWithConnectButton(page), 'All Wallets').click();
  const list = page.getByRole('dialog', { name: 'All Wallets' });
  await expect(list.getByRole('list', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(12);
  await expect(list.getByText(/full wallet list is unavailable/)).toHaveCount(0);
});

// The lock makes the wallet refuse the open prompt (4100) and report no accounts: the app
// disconnects, and with no account to go back to the modal offers to connect (Connect, as a
// closed modal resets to), the refusal in a toast (sendSaga.ts `confirmWorker`).
test('wallet lock during send: the send fails with a clear error, the host is disconnected with no empty view; after unlock the send succeeds', async ({
  page,
}) => {
  // Dev account 4 on the second chain: no other spec sends from it there.
  const sender = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
  const receiver = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  const { chains } = await readStack(page.request);
  const rpcUrl = chains[1]!.rpcUrl;
  const ethOf = async (address: string) =>
    BigInt((await chainRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
  const before = await ethOf(receiver);

  const sendForm = async (): Promise<Locator> => {
    const form = await openSend(await openAccount(page));
    await expect(form.getByRole('combobox', { name: 'Token' })).toBeVisible();
    return form;
  };
  await gotoWithWallet(page);
  await connectWith(page);
  await page.evaluate(() => window.porticoDevWallets![0]!.controls.setChain(31338));
  await walletDo(page, { do: 'switchAccount', index: 4 });
  await expect(page.getByTestId('account-address')).toHaveText(sender);
  const review = await previewSend(await sendForm(), '0.5', receiver);
  await walletDo(page, { do: 'set', key: 'delayMs', value: 2_000 });
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(review.getByText('Sending: confirm in your wallet…').first()).toBeVisible();
  await walletDo(page, { do: 'lock' });

  // The wallet refuses to sign while locked (4100), said in the catalogue's words.
  await expect(
    page.getByText('The wallet has not authorised this account or method'),
  ).toBeVisible();
  await expect(accountStatus(page)).toHaveText('disconnected');
  const events = await loggedEvents(page);
  expect(events).toContain('SEND_INITIATED');
  expect(events).not.toContain('SEND_SUCCESS');
  expect(await ethOf(receiver)).toBe(before);
  // No view about an account that is gone: the modal closed, or it offers to connect.
  await expect(page.getByRole('dialog', { name: 'Account' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Review Send' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await walletDo(page, { do: 'unlock' });
  await walletDo(page, { do: 'set', key: 'delayMs', value: 0 });
  await connectWith(page);
  await expect(page.getByTestId('account-address')).toHaveText(sender);
  const retry = await previewSend(await sendForm(), '0.5', receiver);
  await retry.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account' }).locator('.portico-toast'),
  ).toContainText('Sent 0.5 ETH');
  await expect.poll(() => ethOf(receiver)).toBe(before + 500_000_000_000_000_000n);
});

test.describe('chain down during balance', () => {
  test('the Solana cluster down: "Balance unavailable", not a spinner; the balance is back on reopening once it is up', async ({
    page,
    issues,
  }) => {
    issues.expectedErrors.push(HTTP_FAILURE_LOGS);
    const { solana } = await readStack(page.request);
    if (!solana) throw new Error('the stack runs no Solana cluster');
    const faults = (down: boolean) => callControl(`${solana.controlUrl}/faults`, { down });
    // Dev account 2: no other spec sends from it.
    await page.goto('/?wallet=dev&solana=1&solanaAccount=2');
    await page.waitForFunction(() => window.porticoSolanaDevWallet !== undefined);
    try {
      await faults(true);
      await connectWith(page, 'Portico Solana Wallet');
      const account = await openAccount(page);
      await expect(balance(account)).toHaveText('Balance Balance unavailable');
      await expect(account.getByText('Token Balance Unavailable')).toBeVisible();
      await expect(accountStatus(page)).toHaveText('connected');
    } finally {
      await faults(false);
    }
    await page.keyboard.press('Escape');
    const reopened = await openAccount(page);
    await expect(balance(reopened)).toHaveText(/^Balance [\d,]+\.\d{3} SOL$/);
  });

  test('two at once, the chain hanging and the balance API answering 500: each says so within the timeouts; both recover (reopen, then Try again after 30 s)', async ({
    page,
    issues,
  }) => {
    issues.expectedErrors.push(HTTP_FAILURE_LOGS);
    const projectId = uniqueProject();
    await api.setFault('balance', { kind: 'status', status: 500 }, { projectId });
    // Anvil has no fault switch and every spec uses it: this page's eth_getBalance calls alone
    // go unanswered, as a hung node's would.
    const { chains } = await readStack(page.request);
    let hanging = true;
    await page.route(chains[0]!.rpcUrl, (route) => {
      if (hanging && (route.request().postData() ?? '').includes('eth_getBalance')) return;
      return route.fallback();
    });
    await page.clock.install();
    await gotoWithWallet(page, `projectId=${projectId}`);
    await connectWith(page);
    const account = await openAccount(page);
    await expect(balance(account)).toHaveText('Balance Loading balance…');
    // The RPC timeout is 10 s; the API client's 3 tries take about 3 s.
    await expect(account.getByText('Token Balance Unavailable')).toBeVisible();
    await expect(balance(account)).toHaveText('Balance Balance unavailable');
    await expect(accountStatus(page)).toHaveText('connected');

    hanging = false;
    await api.clearFaults('balance');
    const retry = account.getByRole('button', { name: /^Try again/ });
    await expect(retry).toBeDisabled();
    await page.clock.fastForward('00:31');
    await retry.click();
    const tokens = account.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
    await expect(tokens.filter({ hasText: 'PUSD' })).toBeVisible();
    await page.keyboard.press('Escape');
    const reopened = await openAccount(page);
    await expect(balance(reopened)).toHaveText(/^Balance [\d,]+\.\d{3} ETH$/);
  });
});

test.describe('frame unloaded mid-request', () => {
  /** Logged in by email (the EOA) with a signature waiting on the frame's Approve. */
  async function signPendingInFrame(page: Page): Promise<string> {
    await page.goto('/?accountType=eoa');
    const address = await loginWithEmail(page, uniqueEmail('faults'));
    await signButton(page).click();
    await expect(approvalPrompt(page).locator('#approval-text')).toHaveText(DEMO_MESSAGE);
    return address;
  }

  const approveInFrame = async (page: Page, address: string) => {
    await signButton(page).click();
    await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
    await expect(signResult(page)).toHaveAttribute('data-status', 'signed');
    expect(verifyMessage(DEMO_MESSAGE, (await signResult(page).textContent()) ?? '')).toBe(address);
  };

  // The client notices its frame going away (src/frame/createFrameClient.ts): removed, the next
  // request mounts a fresh frame; reloaded, the new document's READY makes it ready again.
  for (const fault of ['removed', 'reloaded'] as const) {
    test(`the frame ${fault}: the pending signature fails at once with "Something went wrong", still connected; the next signature succeeds without a reload`, async ({
      page,
    }) => {
      const address = await signPendingInFrame(page);
      await page.evaluate((how) => {
        const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
        if (how === 'removed') frame.remove();
        else frame.setAttribute('src', frame.src); // the same URL again: a reload
      }, fault);
      // The prompt went with the old document.
      await expect(approvalPrompt(page).locator('#approval-text')).toBeHidden();
      await expect(signResult(page)).toHaveText('Something went wrong');
      await expect(page.getByRole('dialog').getByText('Approve request')).toHaveCount(0);
      await expect(accountStatus(page)).toHaveText('connected');
      await approveInFrame(page, address);
    });
  }
});
