// The language switch and the first visit's offer (issue 32).

/** The switch's name for screen readers, in the language it leads to. */
export const switchLabel = 'हिन्दी में पढ़ें';
/** The offer to a first visitor whose browser prefers Hindi, written in Hindi for them. */
export const offerText = 'मंडप हिन्दी में भी है।';
export const offerAccept = 'हिन्दी में पढ़ें';
export const offerDismiss = 'No thanks, stay in English';
