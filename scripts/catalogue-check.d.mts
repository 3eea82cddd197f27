/** What differs between the English and Hindi message catalogues (scripts/catalogue-check.mjs). */
export function catalogueProblems(dir?: string): Promise<string[]>;
