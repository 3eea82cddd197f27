import {
  createVisitorRecorder,
  type VisitorRecorder,
  type VisitorRecorderOptions,
} from './visitors';

/** Search appearances held in memory until written (decisions 0035, 0056). */
export type AppearanceRecorder = VisitorRecorder;

/**
 * Search appearances for analytics (R13): each listing on a page of results counts once per
 * person and India day, however often they search (decision 0056; 0035 counted every page).
 * A page shows up to a few dozen listings, so the buffer holds 20,000 listing-visitor-days by
 * default (a few MB), and is written at once when half full.
 */
export function createAppearanceRecorder(options: VisitorRecorderOptions): AppearanceRecorder {
  return createVisitorRecorder('appearance', 'search appearances', {
    ...options,
    maxPending: options.maxPending ?? 20_000,
  });
}
