import { catalogues } from './catalogues';
import { createCatalogueTranslator, type Translate } from './createCatalogueTranslator';
import { en } from './en';

export type { MessageParams, Translate } from './createCatalogueTranslator';

/** The translator over the full catalogue (shell and views). */
export function createTranslator(locale: string): Translate {
  return createCatalogueTranslator(locale, catalogues, en);
}
