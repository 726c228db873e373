/**
 * Changing a signed-in user's email (update → VERIFY_PRIMARY_OTP, then
 * VERIFY_SECONDARY_OTP): a code to the current address, then a code to the new one, then the
 * change. The user (its id, sessions and wallet key, so its address) stays the same; only the
 * email it is found by changes. Codes follow the login rules (oneTimeCodes.mjs), under keys of
 * their own: `update-current:<userId>:<address>` and `update-new:<userId>:<address>`.
 */
import { SiteError } from './siteHttp.mjs';

/**
 * @param {{ users: Map<string, { id: string, email: string, emailUpdate?: object | null }>,
 *   codes: ReturnType<import('./oneTimeCodes.mjs').createOneTimeCodes>,
 *   sendMail: (message: { to: string, subject: string, text: string }) => Promise<void>,
 *   normaliseEmail: (email: unknown) => string, onChanged: (oldEmail: string) => void }} options
 */
export function createEmailUpdate({ users, codes, sendMail, normaliseEmail, onChanged }) {
  const currentKey = (user) => `update-current:${user.id}:${user.email}`;
  const newKey = (user) => `update-new:${user.id}:${user.emailUpdate.newEmail}`;

  function checkFree(user, email) {
    if (email === user.email)
      throw new SiteError(400, 'The new email is the same as the current one');
    const holder = users.get(email);
    if (holder && holder !== user)
      throw new SiteError(409, 'This email is already used by another account');
  }

  function pending(user, stage) {
    if (user.emailUpdate?.stage !== stage)
      throw new SiteError(
        400,
        stage === 'current'
          ? 'No email change is waiting for a code from the current address'
          : 'No email change is waiting for a code from the new address',
      );
    return user.emailUpdate;
  }

  return {
    /** {email} → mails a code to the current address. */
    async start(user, { email }) {
      const newEmail = normaliseEmail(email);
      checkFree(user, newEmail);
      await codes.issue(currentKey(user), (code) =>
        sendMail({
          to: user.email,
          subject: 'Confirm your Portico email change',
          text: `Your code to confirm the change of your Portico email is ${code}. It is valid for 10 minutes.\nThe new address will be ${newEmail}. If you did not ask for this, ignore this mail.`,
        }),
      );
      user.emailUpdate = { newEmail, stage: 'current' };
      return { action: 'VERIFY_PRIMARY_OTP' };
    },

    /** {otp} (the current address's code) → mails a code to the new address. */
    async verifyCurrent(user, { otp }) {
      const update = pending(user, 'current');
      codes.check(currentKey(user), otp);
      try {
        checkFree(user, update.newEmail);
      } catch (error) {
        user.emailUpdate = null;
        throw error;
      }
      codes.delete(newKey(user));
      await codes.issue(newKey(user), (code) =>
        sendMail({
          to: update.newEmail,
          subject: 'Verify your new Portico email',
          text: `Your code to verify this address for Portico is ${code}. It is valid for 10 minutes.`,
        }),
      );
      update.stage = 'new';
      return { action: 'VERIFY_SECONDARY_OTP' };
    },

    /** {otp} (the new address's code) → the email is changed: { newEmail }. */
    verifyNew(user, { otp }) {
      const update = pending(user, 'new');
      codes.check(newKey(user), otp);
      user.emailUpdate = null;
      checkFree(user, update.newEmail);
      const oldEmail = user.email;
      users.delete(oldEmail);
      user.email = update.newEmail;
      users.set(user.email, user);
      onChanged(oldEmail);
      return { newEmail: user.email };
    },
  };
}
