// The names of the features (and highlights) a vendor can tick, as people read them. The
// stored value is the English name, the same in every language; the Hindi catalogue names it in
// Hindi (issue 32).

/** A feature's name as shown: in English, the stored name itself. */
export const featureName = (name: string): string => name;
