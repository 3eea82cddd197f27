import { language } from '@mandap/shared/messages/en/locale';

/**
 * What a public page's features, highlights and price specifications are called in its
 * language, by their stored English names (issue 32). A page's loader reads them and keeps them
 * in its data, so the server-rendered HTML carries the few a page shows and the hydration data
 * brings them to the browser: the catalogue of every feature's Hindi name is loaded only by a
 * loader run in the browser (a navigation), never in a page's first view. English needs none.
 */
export type FeatureLabels = Readonly<Record<string, string>>;

export async function featureLabels(names: Iterable<string>): Promise<FeatureLabels> {
  if (language === 'en') return {};
  const { featureName } = await import('@mandap/shared/messages/en/catalogue-features');
  return Object.fromEntries([...new Set(names)].map((name) => [name, featureName(name)]));
}

/** A feature's name as the page shows it: its label, else as stored. */
export function labelOf(labels: FeatureLabels | undefined, name: string): string {
  return labels?.[name] ?? name;
}
