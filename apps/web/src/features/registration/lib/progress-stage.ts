import * as t from '@mandap/shared/messages/en/registration-form';

/** The stage text under the progress bar by percentage (spec 2.7). */
export function progressStage(percent: number): string {
  if (percent < 30) return t.stagePreparing;
  if (percent < 60) return t.stageUploading;
  if (percent < 90) return t.stageProcessing;
  return t.stageAlmostDone;
}
