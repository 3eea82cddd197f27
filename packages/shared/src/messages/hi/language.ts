// The language switch and the first visit's offer (issue 32).

/** The switch's name for screen readers, in the language it leads to. */
export const switchLabel = 'Read in English';
/** Never shown on a Hindi page: the offer is made to English pages' visitors only. */
export const offerText = 'मंडप हिन्दी में भी है।';
export const offerAccept = 'हिन्दी में पढ़ें';
export const offerDismiss = 'नहीं, अंग्रेज़ी में ही रहें';
