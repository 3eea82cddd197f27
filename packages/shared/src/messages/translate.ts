import * as en from './en/index';
import * as hi from './hi/index';
import type { Language } from './languages';

type Catalogue = Record<string, unknown>;

function collectTexts(english: Catalogue, other: Catalogue, into: Map<string, string>): void {
  for (const [name, value] of Object.entries(english)) {
    const translated = other[name];
    if (typeof value === 'string' && typeof translated === 'string') {
      // The first area to use a text decides its translation; the same English text in two
      // areas is translated alike (a test checks they agree).
      // A text left in English (a name, or not translated yet) decides nothing.
      if (!into.has(value) && translated !== value) into.set(value, translated);
    } else if (value && typeof value === 'object' && translated && typeof translated === 'object') {
      collectTexts(value as Catalogue, translated as Catalogue, into);
    }
  }
}

let hindiByEnglish: Map<string, string> | undefined;

/** Every fixed English text of the catalogue with its Hindi one. */
export function hindiTexts(): ReadonlyMap<string, string> {
  if (!hindiByEnglish) {
    hindiByEnglish = new Map();
    collectTexts(en as unknown as Catalogue, hi as unknown as Catalogue, hindiByEnglish);
  }
  return hindiByEnglish;
}

/**
 * A fixed English text (a validation message, a refusal) in `language`: the server writes its
 * messages in English, as the spec words them, and translates each reply's at the door. A text
 * the catalogue does not hold (what a person typed, a figure) stays as it is.
 */
export function translateText(text: string, language: Language): string {
  if (language === 'en') return text;
  return hindiTexts().get(text) ?? text;
}
