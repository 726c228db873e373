import { parseMessage, type MessagePart } from './parseMessage';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ'];

/**
 * The pseudo-locale's text: every letter accented and the text made about 40 % longer (a
 * German or Finnish string's length), so a story or a test shows which labels clip and which
 * strings bypass the catalogue. Variables and plural structure stay intact.
 */
export function pseudoLocalize(template: string): string {
  return serialize(parseMessage(template));
}

function serialize(parts: readonly MessagePart[]): string {
  return parts
    .map((part) => {
      switch (part.kind) {
        case 'text':
          return stretch(part.text);
        case 'count':
          return '#';
        case 'variable':
          return `{${part.name}}`;
        case 'plural':
          return `{${part.name}, plural, ${Object.entries(part.forms)
            .map(([form, inner]) => `${form} {${serialize(inner)}}`)
            .join(' ')}}`;
      }
    })
    .join('');
}

function stretch(text: string): string {
  const accented = [...text].map((char) => ACCENTS[PLAIN.indexOf(char)] ?? char).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  if (!letters) return accented;
  // Pad each word in proportion, so short labels grow as much as sentences do.
  return accented.replace(/[^\s]+/g, (word) => {
    const extra = Math.ceil(word.replace(/[^\p{L}]/gu, '').length * 0.4);
    return extra ? `${word}${'~'.repeat(extra)}` : word;
  });
}
