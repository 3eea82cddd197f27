import * as t from '@mandap/shared/messages/en/registration-form';
import { progressStage } from '@/features/registration/lib/progress-stage';

/** The progress bar and stage text shown while a form is submitted (spec 2.7, R6). */
export function SubmitProgress({ percent }: { percent: number }) {
  const stage = progressStage(percent);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-stone-800">{stage}</span>
        <span aria-hidden="true" className="text-stone-500 tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t.submissionProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${stage}`}
        className="h-2.5 overflow-hidden rounded-full bg-maroon-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-marigold-400 to-maroon-700 transition-[width] duration-300 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
