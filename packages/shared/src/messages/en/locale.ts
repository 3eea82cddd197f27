/** English: this catalogue's language, its `lang` attribute, its Intl locale and its pages' prefix. */
export const language = 'en';
export const htmlLang = 'en-IN';
export const intlLocale = 'en-IN';
export const pathPrefix = '';
