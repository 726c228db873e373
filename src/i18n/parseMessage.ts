/**
 * The message syntax of the catalogues: text with `{name}` variables and ICU-style plurals,
 * `{count, plural, =0 {…} one {# item} other {# items}}`, where `#` is the count formatted for
 * the locale. Only this subset of ICU MessageFormat is used, so we parse it here (about a
 * hundred lines) rather than ship a general ICU library.
 */
export type MessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'variable'; name: string }
  | { kind: 'count' }
  | { kind: 'plural'; name: string; forms: Readonly<Record<string, readonly MessagePart[]>> };

export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError';
}

/** Parses a catalogue template into parts; throws MessageSyntaxError on unbalanced braces. */
export function parseMessage(template: string): MessagePart[] {
  const [parts, end] = parseParts(template, 0, false);
  if (end !== template.length) throw new MessageSyntaxError(`Unexpected "}" in "${template}"`);
  return parts;
}

function parseParts(source: string, start: number, inPlural: boolean): [MessagePart[], number] {
  const parts: MessagePart[] = [];
  let text = '';
  let index = start;
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  while (index < source.length) {
    const char = source[index];
    if (char === '}') break;
    if (char === '#' && inPlural) {
      flush();
      parts.push({ kind: 'count' });
      index += 1;
    } else if (char === '{') {
      flush();
      const [part, next] = parsePlaceholder(source, index + 1);
      parts.push(part);
      index = next;
    } else {
      text += char;
      index += 1;
    }
  }
  flush();
  return [parts, index];
}

function parsePlaceholder(source: string, start: number): [MessagePart, number] {
  const close = source.indexOf('}', start);
  const comma = source.indexOf(',', start);
  if (close < 0) throw new MessageSyntaxError(`Unclosed "{" in "${source}"`);
  if (comma < 0 || comma > close) {
    const name = source.slice(start, close).trim();
    if (!/^\w+$/.test(name)) throw new MessageSyntaxError(`Bad variable "{${name}}"`);
    return [{ kind: 'variable', name }, close + 1];
  }
  const name = source.slice(start, comma).trim();
  const typeEnd = source.indexOf(',', comma + 1);
  const type = typeEnd < 0 ? '' : source.slice(comma + 1, typeEnd).trim();
  if (type !== 'plural' || !/^\w+$/.test(name)) {
    throw new MessageSyntaxError(`Only {name} and {name, plural, …} are supported: "${source}"`);
  }
  const forms: Record<string, MessagePart[]> = {};
  let index = typeEnd + 1;
  for (;;) {
    while (/\s/.test(source[index] ?? '')) index += 1;
    if (source[index] === '}') break;
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(source.slice(index));
    if (!selector?.[1]) throw new MessageSyntaxError(`Bad plural form in "${source}"`);
    const [form, next] = parseParts(source, index + selector[0].length, true);
    if (source[next] !== '}') throw new MessageSyntaxError(`Unclosed plural form in "${source}"`);
    forms[selector[1]] = form;
    index = next + 1;
  }
  if (!forms.other) throw new MessageSyntaxError(`A plural needs an "other" form: "${source}"`);
  return [{ kind: 'plural', name, forms }, index + 1];
}

/** The variables a template uses (plural counts included), sorted: equal across locales. */
export function messageVariables(template: string): string[] {
  const names = new Set<string>();
  const visit = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (part.kind === 'variable' || part.kind === 'plural') names.add(part.name);
      if (part.kind === 'plural') Object.values(part.forms).forEach(visit);
    }
  };
  visit(parseMessage(template));
  return [...names].sort();
}

/** The plural categories a template's plurals name, by variable (for the completeness test). */
export function pluralForms(template: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const part of parseMessage(template)) {
    if (part.kind === 'plural') found[part.name] = Object.keys(part.forms);
  }
  return found;
}
