/** हिन्दी: this catalogue's language, its `lang` attribute, its Intl locale and its pages' prefix. */
export const language = 'hi';
export const htmlLang = 'hi-IN';
export const intlLocale = 'hi-IN';
export const pathPrefix = '/hi';
