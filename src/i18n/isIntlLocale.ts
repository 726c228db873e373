/** Whether `Intl` accepts the tag; a tag it refuses is formatted as English rather than crash. */
export function isIntlLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
