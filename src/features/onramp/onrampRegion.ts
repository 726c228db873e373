/**
 * Buying is restricted in some regions. We read it as mainland China: its IANA zones
 * and their old aliases. Hong Kong, Macau and Taipei have zones of their own and are not in it.
 */
const RESTRICTED_TIME_ZONES: ReadonlySet<string> = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
]);

/** Whether buying is hidden for a visitor in `timeZone` (an IANA name; null when unknown). */
export function isRestrictedTimeZone(timeZone: string | null | undefined): boolean {
  return timeZone !== null && timeZone !== undefined && RESTRICTED_TIME_ZONES.has(timeZone);
}

/** The visitor's time zone as the browser reports it; null where Intl cannot say. */
export function visitorTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
