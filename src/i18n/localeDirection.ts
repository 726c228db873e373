/** Languages written right to left: the modal mirrors its layout for them. */
const RTL_LANGUAGES = ['ar', 'dv', 'fa', 'he', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi'];

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.includes(locale.toLowerCase().split(/[-_]/)[0] ?? '') ? 'rtl' : 'ltr';
}
