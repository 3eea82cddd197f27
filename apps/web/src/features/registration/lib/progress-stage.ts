/** The stage text under the progress bar by percentage (spec 2.7). */
export function progressStage(percent: number): string {
  if (percent < 30) return 'Preparing your data...';
  if (percent < 60) return 'Uploading files...';
  if (percent < 90) return 'Processing submission...';
  return 'Almost done...';
}
