/**
 * One generated session, run and checked: the steps performed one by one with the invariants
 * of storeInvariants.ts checked after each, then the session settled (the wallet back, the
 * modal closed, every timer run out) and checked again. Throws what broke, and after which step.
 */
import { cleanupHarness } from '../support/walletHarness';
import { createPropertyRun, type FlagName } from './createPropertyRun';
import { settledViolation, stepViolation } from './storeInvariants';
import { performStep, type Step } from './storeSteps';

export async function runSession(flags: Record<FlagName, boolean>, steps: Step[]): Promise<void> {
  const run = createPropertyRun(flags);
  try {
    await run.advance(0);
    for (const [index, step] of steps.entries()) {
      await performStep(run, step);
      await run.advance(0);
      const broken = stepViolation(run, flags);
      if (broken) throw new Error(`after step ${index + 1} (${step.kind}): ${broken}`);
    }
    // Settle: the wallet back and willing, the modal closed, every timer run out.
    run.setVanished(false);
    run.wallet.wallet.controls.unlock();
    run.wallet.wallet.controls.approve();
    await run.advance(0);
    run.modal.close();
    for (let i = 0; i < 4; i += 1) await run.advance(30_000);
    const broken = stepViolation(run, flags) ?? settledViolation(run);
    if (broken) throw new Error(`once settled: ${broken}`);
  } finally {
    cleanupHarness();
  }
}
