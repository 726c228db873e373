/**
 * The locale when the config names none: the host page's `<html lang>`, else the browser's
 * language, else English.
 */
export function hostLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
  if (lang) return lang;
  return (typeof navigator !== 'undefined' && navigator.language) || 'en';
}
