import type { Page } from '@playwright/test';
import { Wallet, hexlify, toUtf8Bytes, verifyMessage } from 'ethers';
import { DEMO_MESSAGE } from '../demo/SignMessagePanel';
import { callControl } from '../stack/callControl';
import {
  approvalPrompt,
  loginWithEmail,
  resetSecureSiteFaults,
  secureSite,
  siteApi,
  uniqueEmail,
} from './emailWallet';
import { expect, failedLoad, test } from './fixtures';
import { chainRpc, fundFiveEth, readStack } from './wallet';

/**
 * Attacks on the embedded wallet's approval, each run by a hostile script of the host page
 * that holds everything the page holds: its DOM and storage (the session token), the ability
 * to post to the secure frame, open windows and style anything. Each ends with no signature
 * and no transaction the user did not approve, and the user's own flow still working.
 *
 * The project runs these one at a time (the secure site's switches are global). The secure
 * site runs with `holdArming`: Approve arms when the test says the prompt has shown
 * long enough (`armNow`), so "a click right after a change" is a step, never a race.
 */
test.beforeEach(async ({ page }) => {
  await resetSecureSiteFaults(page);
  const { control } = await secureSite(page);
  await callControl(`${control}/faults`, { holdArming: true });
});
test.afterEach(({ page }) => resetSecureSiteFaults(page));

type FrameMessage = { id?: string; type: string; payload?: Record<string, unknown> };

interface Victim {
  address: string;
  rpcUrl: string;
  secureOrigin: string;
  /** A fresh address the attacker would like funds or an allowance sent to. */
  attacker: string;
}

/** A logged-in user with 5 ETH, every message from the frame recorded in `__fromFrame`. */
async function victim(page: Page): Promise<Victim> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __fromFrame: unknown[] }).__fromFrame = seen;
    window.addEventListener('message', (event) => {
      const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement | null;
      if (frame && event.source === frame.contentWindow) seen.push(event.data);
    });
  });
  await page.goto('/?accountType=eoa');
  const address = await loginWithEmail(page, uniqueEmail('attack'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const { chains } = await readStack(page.request);
  const rpcUrl = chains[0]!.rpcUrl;
  await fundFiveEth(rpcUrl, address);
  const { frameUrl } = await secureSite(page);
  return {
    address,
    rpcUrl,
    secureOrigin: new URL(frameUrl).origin,
    attacker: Wallet.createRandom().address,
  };
}

const fromFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fromFrame: FrameMessage[] }).__fromFrame);

/** The frame's reply (or id-less event) matching `test`, once it has arrived. */
async function frameMessage(page: Page, match: (message: FrameMessage) => boolean) {
  let found: FrameMessage | undefined;
  await expect
    .poll(async () => {
      found = (await fromFrame(page)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
const replyTo = (page: Page, id: string) =>
  frameMessage(page, (message) => message.id === id && /_(SUCCESS|ERROR)$/.test(message.type));

/** The hostile script posts to the secure frame, as the page it is framed by. */
const postToFrame = (page: Page, secureOrigin: string, message: FrameMessage) =>
  page.evaluate(
    ([data, origin]) => {
      const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
      frame.contentWindow!.postMessage(data, origin);
    },
    [message, secureOrigin] as const,
  );

/**
 * The hostile script shows the frame where it likes, with any extra style, in a stylesheet of
 * its own whose `!important` rules outweigh the modal's own placing of the frame (the modal
 * shows every prompt the frame opens, the attacker's too).
 */
const exposeFrame = (page: Page, extra: Record<string, string> = {}) =>
  page.evaluate((style) => {
    const hostile = window as unknown as { __hostileSheet?: CSSStyleSheet };
    const rules = Object.entries({
      position: 'fixed',
      top: '40px',
      left: '40px',
      width: '480px',
      height: '440px',
      opacity: '1',
      'pointer-events': 'auto',
      'z-index': '2147483000',
      ...style,
    })
      .map(([name, value]) => `${name}: ${value} !important`)
      .join('; ');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`#w3m-iframe { ${rules} }`);
    document.adoptedStyleSheets = [
      ...document.adoptedStyleSheets.filter((other) => other !== hostile.__hostileSheet),
      sheet,
    ];
    hostile.__hostileSheet = sheet;
  }, extra);

const signRequest = (id: string, text: string, address: string): FrameMessage => ({
  id,
  type: 'RPC_REQUEST',
  payload: {
    method: 'personal_sign',
    params: [hexlify(toUtf8Bytes(text)), address],
    chainId: 'eip155:31337',
  },
});
const drainRequest = (id: string, { address, attacker }: Victim): FrameMessage => ({
  id,
  type: 'RPC_REQUEST',
  payload: {
    method: 'eth_sendTransaction',
    params: [{ from: address, to: attacker, value: '0x3782dace9d900000' }], // 4 ETH
    chainId: 'eip155:31337',
  },
});

const secureFrame = (page: Page, secureOrigin: string) => {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(secureOrigin));
  if (!frame) throw new Error('no secure frame');
  return frame;
};

/** The test's word that the shown request has been visible long enough: true once armed. */
const armNow = (page: Page, secureOrigin: string) =>
  secureFrame(page, secureOrigin).evaluate(() =>
    (window as unknown as { porticoArmNow(): boolean }).porticoArmNow(),
  );

/** Waits until the prompt reports itself visible, then arms it. */
async function armWhenVisible(page: Page, secureOrigin: string) {
  await expect(approvalPrompt(page).locator('#approval')).toHaveAttribute('data-visible', 'true');
  expect(await armNow(page, secureOrigin)).toBe(true);
  await expect(approvalPrompt(page).locator('#approve')).toBeEnabled();
}

/** Where the user's pointer goes to click Approve (the page's coordinates). */
async function approveSpot(page: Page) {
  const box = (await approvalPrompt(page).locator('#approve').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Nothing left the user's account and nothing reached the attacker. */
async function nothingSent(page: Page, { address, attacker, rpcUrl }: Victim) {
  expect(await chainRpc(rpcUrl, 'eth_getTransactionCount', [address, 'latest'])).toBe('0x0');
  expect(await chainRpc(rpcUrl, 'eth_getBalance', [attacker, 'latest'])).toBe('0x0');
}

/**
 * The user's own flow afterwards: the demo's Sign message, approved, verifies. The hostile
 * script first takes back what it put on the page (the frame where it placed it, its decoys),
 * which would otherwise sit over the demo's buttons.
 */
async function userFlowStillWorks(page: Page, { address, secureOrigin }: Victim) {
  await page.evaluate(() => {
    const hostile = window as unknown as { __hostileSheet?: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
      (sheet) => sheet !== hostile.__hostileSheet,
    );
    for (const element of document.querySelectorAll('[data-hostile]')) element.remove();
  });
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(approvalPrompt(page).locator('#approval-text')).toHaveText(DEMO_MESSAGE);
  await armWhenVisible(page, secureOrigin);
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const result = page.getByTestId('sign-result');
  await expect(result).toHaveAttribute('data-status', 'signed');
  expect(verifyMessage(DEMO_MESSAGE, (await result.textContent())!)).toBe(address);
}

test('id reuse: a second request under a pending id is refused; Approve signs what was shown', async ({
  page,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, signRequest('x', 'Hello, harmless', user.address));
  await expect(approvalPrompt(page).locator('#approval-text')).toHaveText('Hello, harmless');
  await postToFrame(page, user.secureOrigin, drainRequest('x', user));
  const refused = await frameMessage(page, (message) => message.type === 'REQUEST_REFUSED');
  expect(refused.payload).toEqual({
    id: 'x',
    type: 'RPC_REQUEST',
    message: 'A request with this id is already pending',
  });
  await expect(approvalPrompt(page).locator('#approval-text')).toHaveText('Hello, harmless');
  await armWhenVisible(page, user.secureOrigin);
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const signed = await replyTo(page, 'x');
  expect(signed.type).toBe('RPC_REQUEST_SUCCESS');
  expect(verifyMessage('Hello, harmless', signed.payload as unknown as string)).toBe(user.address);
  expect((await fromFrame(page)).filter((message) => message.id === 'x')).toHaveLength(1);
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('no click, no approval: forged messages, synthetic events and focus from the page approve nothing', async ({
  page,
  issues,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, drainRequest('d', user));
  await expect(approvalPrompt(page).locator('#approval-title')).toHaveText('Send a transaction');
  await armWhenVisible(page, user.secureOrigin);
  const tried = await page.evaluate((origin) => {
    const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    const target = frame.contentWindow!;
    let readable = true;
    try {
      void target.document.getElementById('approve');
    } catch {
      readable = false;
    }
    frame.focus();
    for (const type of ['click', 'pointerdown', 'pointerup', 'mousedown', 'mouseup'])
      frame.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: 10, clientY: 10 }));
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    for (const type of ['APPROVE', 'APPROVAL_DECIDE', 'RPC_REQUEST_SUCCESS'])
      target.postMessage(
        { id: `forged-${type}`, type, payload: { id: 'd', approve: true } },
        origin,
      );
    return { readable };
  }, user.secureOrigin);
  expect(tried.readable).toBe(false);
  // Each forged message was handled (refused) by the frame...
  for (const type of ['APPROVE', 'APPROVAL_DECIDE', 'RPC_REQUEST_SUCCESS'])
    expect((await replyTo(page, `forged-${type}`)).type).toBe(`${type}_ERROR`);
  // ...and the request still waits for the user, who rejects it.
  await expect(approvalPrompt(page).locator('#approval-title')).toHaveText('Send a transaction');
  await approvalPrompt(page).getByRole('button', { name: 'Reject' }).click();
  expect((await replyTo(page, 'd')).payload).toMatchObject({ code: 4001 });
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
  issues.expectedErrors.push(failedLoad(400, siteApi('approval/decide'))); // the rejection
});

test('overlay: a frame faded under a decoy never arms, and the click on the decoy approves nothing', async ({
  page,
  issues,
}) => {
  const user = await victim(page);
  await exposeFrame(page, { opacity: '0.05' });
  await postToFrame(page, user.secureOrigin, drainRequest('o', user));
  await expect(approvalPrompt(page).locator('#approval-title')).toHaveText('Send a transaction');
  const spot = await approveSpot(page);
  await page.evaluate(({ x, y }) => {
    const decoy = document.createElement('button');
    decoy.dataset.hostile = '';
    decoy.textContent = 'Claim your reward';
    Object.assign(decoy.style, {
      position: 'fixed',
      left: `${x - 60}px`,
      top: `${y - 16}px`,
      width: '120px',
      height: '32px',
      zIndex: '10',
    });
    document.body.append(decoy);
  }, spot);
  expect(await armNow(page, user.secureOrigin)).toBe(false);
  await expect(approvalPrompt(page).locator('#approval-status')).toHaveText(
    'Approve works once this prompt is fully visible and nothing covers it.',
  );
  await page.mouse.click(spot.x, spot.y);
  expect(await approvalPrompt(page).locator('#approve').isDisabled()).toBe(true);
  // Shown plainly, the request is the user's to judge: rejected.
  await exposeFrame(page, { opacity: '1' });
  await armWhenVisible(page, user.secureOrigin);
  await approvalPrompt(page).getByRole('button', { name: 'Reject' }).click();
  expect((await replyTo(page, 'o')).payload).toMatchObject({ code: 4001 });
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
  issues.expectedErrors.push(failedLoad(400, siteApi('approval/decide')));
});

test('a covering element that lets clicks through (pointer-events: none) disarms Approve', async ({
  page,
  issues,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, drainRequest('c', user));
  await armWhenVisible(page, user.secureOrigin);
  await page.evaluate(() => {
    const box = document.getElementById('w3m-iframe')!.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.id = 'cover';
    cover.dataset.hostile = '';
    cover.textContent = 'Click the blue button to claim your airdrop';
    Object.assign(cover.style, {
      position: 'fixed',
      top: `${box.top}px`,
      left: `${box.left}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      background: 'white',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.body.append(cover);
  });
  await expect(approvalPrompt(page).locator('#approval')).toHaveAttribute('data-visible', 'false');
  await expect(approvalPrompt(page).locator('#approve')).toBeDisabled();
  expect(await armNow(page, user.secureOrigin)).toBe(false);
  const spot = await approveSpot(page);
  await page.mouse.click(spot.x, spot.y); // through the cover, onto the disarmed Approve
  expect(await approvalPrompt(page).locator('#approve').isDisabled()).toBe(true);
  await page.evaluate(() => document.getElementById('cover')!.remove());
  await armWhenVisible(page, user.secureOrigin);
  await approvalPrompt(page).getByRole('button', { name: 'Reject' }).click();
  expect((await replyTo(page, 'c')).payload).toMatchObject({ code: 4001 });
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
  issues.expectedErrors.push(failedLoad(400, siteApi('approval/decide')));
});

test('a transparent theme is refused: Approve keeps an opaque colour', async ({ page }) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, signRequest('t', 'Hello, theme', user.address));
  await expect(approvalPrompt(page).locator('#approval-text')).toHaveText('Hello, theme');
  for (const [id, accent] of [
    ['theme-1', 'rgba(0, 0, 0, 0)'],
    ['theme-2', 'transparent'],
    ['theme-3', '#3b6cf600'],
  ] as const) {
    await postToFrame(page, user.secureOrigin, {
      id,
      type: 'SYNC_THEME',
      payload: { themeMode: 'light', themeVariables: { accent } },
    });
    expect((await replyTo(page, id)).payload).toEqual({
      message: 'Invalid themeVariables.accent: an opaque colour is needed',
    });
  }
  // Armed, Approve wears an opaque accent (a computed colour with alpha reads `rgba(…)`).
  await armWhenVisible(page, user.secureOrigin);
  expect(
    await secureFrame(page, user.secureOrigin).evaluate(
      () => getComputedStyle(document.getElementById('approve')!).backgroundColor,
    ),
  ).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  expect((await replyTo(page, 't')).type).toBe('RPC_REQUEST_SUCCESS');
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('a forged app name: the prompt names the page by the origin the browser reports', async ({
  page,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, {
    id: 'name',
    type: 'SYNC_DAPP_DATA',
    payload: { metadata: { name: 'MetaMask Security Center' } },
  });
  expect((await replyTo(page, 'name')).type).toBe('SYNC_DAPP_DATA_SUCCESS');
  await postToFrame(page, user.secureOrigin, signRequest('n', 'Hello, name', user.address));
  const prompt = approvalPrompt(page);
  await expect(prompt.locator('#approval-app')).toHaveText(
    `Requested by ${new URL(page.url()).origin}`,
  );
  await expect(prompt.locator('#approval-name')).toHaveText(
    'Calls itself “MetaMask Security Center” (not verified)',
  );
  await armWhenVisible(page, user.secureOrigin);
  await prompt.getByRole('button', { name: 'Approve' }).click();
  expect((await replyTo(page, 'n')).type).toBe('RPC_REQUEST_SUCCESS');
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('abort-and-swap under a pressed mouse: the release approves nothing', async ({
  page,
  issues,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, signRequest('a', 'Hello, harmless', user.address));
  await postToFrame(page, user.secureOrigin, drainRequest('b', user));
  const prompt = approvalPrompt(page);
  await expect(prompt.locator('#approval-text')).toHaveText('Hello, harmless');
  await armWhenVisible(page, user.secureOrigin);
  const spot = await approveSpot(page);
  await page.mouse.move(spot.x, spot.y);
  await page.mouse.down();
  // While the button is held, the page withdraws the harmless request: the drain shows.
  await postToFrame(page, user.secureOrigin, {
    id: 'abort',
    type: 'RPC_ABORT',
    payload: { id: 'a' },
  });
  expect((await replyTo(page, 'abort')).type).toBe('RPC_ABORT_SUCCESS');
  await expect(prompt.locator('#approval-title')).toHaveText('Send a transaction');
  await page.mouse.up();
  expect(await prompt.locator('#approve').isDisabled()).toBe(true);
  await expect(prompt.locator('#approval-title')).toHaveText('Send a transaction');
  expect((await replyTo(page, 'a')).payload).toMatchObject({ code: 4001 });
  // The user sees the drain for what it is and rejects it.
  await armWhenVisible(page, user.secureOrigin);
  await prompt.getByRole('button', { name: 'Reject' }).click();
  expect((await replyTo(page, 'b')).payload).toMatchObject({ code: 4001 });
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
  issues.expectedErrors.push(failedLoad(400, siteApi('approval/decide')));
});

test('a change between display and click disarms Approve: the click right after it approves nothing', async ({
  page,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  await postToFrame(page, user.secureOrigin, signRequest('s', 'Hello, change', user.address));
  const prompt = approvalPrompt(page);
  await expect(prompt.locator('#approval-text')).toHaveText('Hello, change');
  await armWhenVisible(page, user.secureOrigin);
  await postToFrame(page, user.secureOrigin, {
    id: 'rename',
    type: 'SYNC_DAPP_DATA',
    payload: { metadata: { name: 'Your bank' } },
  });
  expect((await replyTo(page, 'rename')).type).toBe('SYNC_DAPP_DATA_SUCCESS');
  // Disarmed by the time the frame answered: the user's click lands on a disabled button.
  expect(await prompt.locator('#approve').isDisabled()).toBe(true);
  const spot = await approveSpot(page);
  await page.mouse.click(spot.x, spot.y);
  expect(await prompt.locator('#approve').isDisabled()).toBe(true);
  expect((await fromFrame(page)).some((message) => message.id === 's')).toBe(false);
  // Seen long enough in its new form, the user's approval goes through.
  await expect(prompt.locator('#approval-name')).toHaveText(
    'Calls itself “Your bank” (not verified)',
  );
  await armWhenVisible(page, user.secureOrigin);
  await page.mouse.click(spot.x, spot.y);
  const signed = await replyTo(page, 's');
  expect(verifyMessage('Hello, change', signed.payload as unknown as string)).toBe(user.address);
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('a message posted to the frame from another window of the page’s origin is refused', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[secure-site] refused a message')) refusals.push(message.text());
  });
  const user = await victim(page);
  await page.evaluate(() => {
    const other = document.createElement('iframe');
    other.name = 'other-window';
    other.title = 'another window';
    other.dataset.hostile = '';
    document.body.append(other);
  });
  const other = page.frame({ name: 'other-window' })!;
  await other.evaluate(
    (message) => {
      const secure = parent.document.getElementById('w3m-iframe') as HTMLIFrameElement;
      secure.contentWindow!.postMessage(message, '*');
    },
    drainRequest('w', user),
  );
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(new URL(page.url()).origin);
  await expect(approvalPrompt(page).locator('#approval')).toBeHidden();
  expect((await fromFrame(page)).some((message) => message.id === 'w')).toBe(false);
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('token replay: the session token from the page’s storage is refused with the page’s Origin and without one', async ({
  page,
}) => {
  const user = await victim(page);
  const token = await page.evaluate(() => localStorage.getItem('portico.auth.session'));
  expect(token).toBeTruthy();
  const body = JSON.stringify({
    method: 'eth_sendTransaction',
    params: [{ from: user.address, to: user.attacker, value: '0x1' }],
    chainId: 'eip155:31337',
  });
  // The page's own fetch to the site is already stopped by the demo's CSP (connect-src), so the
  // script sends the token on: as the page would send it (the page's Origin), and from a
  // server of its own without an Origin. The site refuses both.
  const pageOrigin = new URL(page.url()).origin;
  for (const path of ['/api/approval', '/api/approval/decide'])
    for (const origin of [pageOrigin, undefined]) {
      const replayed = await fetch(`${user.secureOrigin}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          ...(origin && { Origin: origin }),
        },
        body,
      });
      expect([replayed.status, await replayed.json()]).toEqual([
        403,
        { message: 'Cross-origin requests are not allowed' },
      ]);
    }
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
});

test('a flood of requests gets refusals; the first stays on screen and the user can reject it', async ({
  page,
  issues,
}) => {
  const user = await victim(page);
  await exposeFrame(page);
  for (let index = 0; index < 8; index += 1)
    await postToFrame(page, user.secureOrigin, drainRequest(`f${index}`, user));
  const prompt = approvalPrompt(page);
  // Five wait; the rest are refused at once.
  for (const index of [5, 6, 7])
    expect((await replyTo(page, `f${index}`)).payload).toEqual({
      message: 'Too many requests are waiting for approval',
    });
  await expect(prompt.locator('#approval-title')).toHaveText('Send a transaction');
  for (const index of [0, 1, 2, 3, 4]) {
    await armWhenVisible(page, user.secureOrigin);
    await prompt.getByRole('button', { name: 'Reject' }).click();
    expect((await replyTo(page, `f${index}`)).payload).toMatchObject({ code: 4001 });
  }
  await expect(prompt.locator('#approval')).toBeHidden();
  await nothingSent(page, user);
  await userFlowStillWorks(page, user);
  issues.expectedErrors.push(failedLoad(400, siteApi('approval/decide')));
});
