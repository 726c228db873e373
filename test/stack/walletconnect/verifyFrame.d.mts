import type { BrowserContext, Page } from '@playwright/test';

export const VERIFY_URL_PATTERN: string;
export const VERIFY_FRAME_HTML: string;
/** Serves the local Verify frame on a Playwright page or context (page routes win). */
export function answerVerifyLocally(target: Page | BrowserContext): Promise<void>;
