import { parseMessage, type MessagePart } from './parseMessage';

export type MessageParams = Record<string, string | number>;

/** First-strong isolate and pop: a value keeps its own direction inside the sentence. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Formats catalogue templates for one locale: plural forms by `Intl.PluralRules`, numbers by
 * `Intl.NumberFormat`. In right-to-left locales every variable is wrapped in Unicode
 * isolates, so an address, a hash or an amount inside Arabic or Hebrew text reads as written
 * (left to right) and does not reorder the words around it.
 */
export function createMessageFormatter(locale: string, isolate: boolean) {
  // Made on first use: most strings have no number, and Intl objects cost to construct.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const parsed = new Map<string, MessagePart[]>();
  const value = (raw: string | number) => {
    const text =
      typeof raw === 'number' ? (numbers ??= new Intl.NumberFormat(locale)).format(raw) : raw;
    return isolate ? `${FSI}${text}${PDI}` : text;
  };
  const render = (parts: readonly MessagePart[], params: MessageParams, count?: number): string =>
    parts
      .map((part) => {
        switch (part.kind) {
          case 'text':
            return part.text;
          case 'count':
            return count === undefined ? '#' : value(count);
          case 'variable':
            return part.name in params ? value(params[part.name]!) : `{${part.name}}`;
          case 'plural': {
            const n = Number(params[part.name]);
            const form =
              part.forms[`=${n}`] ??
              part.forms[(plurals ??= new Intl.PluralRules(locale)).select(n)] ??
              part.forms.other ??
              [];
            return render(form, params, n);
          }
        }
      })
      .join('');
  return (template: string, params: MessageParams = {}): string => {
    if (!template.includes('{')) return template;
    let parts = parsed.get(template);
    if (!parts) {
      parts = parseMessage(template);
      parsed.set(template, parts);
    }
    return render(parts, params);
  };
}
