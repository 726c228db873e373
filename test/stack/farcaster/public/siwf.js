/*
 * The relay's sign-in page (plain browser JS, static, under the page's strict CSP): Approve or
 * Deny posts { channelToken, username, approve } to /siwf/decide on this origin; the relay
 * signs with the chosen account's custody key and completes the channel. The page never sees
 * a key.
 */
(() => {
  'use strict';
  const form = document.getElementById('decision');
  const result = document.getElementById('result');
  if (!form) return;
  const buttons = [...form.querySelectorAll('button')];

  async function decide(approve) {
    const chosen = form.querySelector('input[name="username"]:checked');
    for (const button of buttons) button.disabled = true;
    result.textContent = approve ? 'Signing in…' : 'Denying…';
    try {
      const response = await fetch('/siwf/decide', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          channelToken: form.dataset.channelToken,
          username: chosen ? chosen.value : '',
          approve,
        }),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok)
        throw new Error(answer.message || answer.error || `HTTP ${response.status}`);
      form.hidden = true;
      result.textContent = approve
        ? `Signed in to ${form.dataset.domain} as @${answer.username}. You can go back to the app.`
        : `You denied the sign-in request from ${form.dataset.domain}.`;
    } catch (error) {
      result.textContent = `Could not answer: ${error.message}`;
      for (const button of buttons) button.disabled = false;
    }
  }

  document.getElementById('approve').addEventListener('click', () => void decide(true));
  document.getElementById('deny').addEventListener('click', () => void decide(false));
})();
