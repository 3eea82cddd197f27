import { MESSAGE_REPORT_REASONS, REPORT_MESSAGES } from '@mandap/shared/reports';
import { lazy, Suspense, useState } from 'react';
import { reportMessage } from './report-api';

const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ReportDialog,
}));

/** "Report" under a chat message from the other side (decision 0065), and its dialog. */
export function ReportMessage({
  enquiryId,
  messageId,
  otherName,
  excerpt,
}: {
  enquiryId: number;
  messageId: number;
  otherName: string;
  /** The message's start, to say in the dialog which one is reported. */
  excerpt: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="text-xs font-medium text-stone-500 underline underline-offset-2 hover:text-maroon-800"
        aria-label={`Report this message from ${otherName}`}
        onClick={() => setOpen(true)}
      >
        {REPORT_MESSAGES.reportMessage}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            title={REPORT_MESSAGES.messageDialogTitle}
            about={`${otherName}: “${excerpt.length > 80 ? `${excerpt.slice(0, 80)}…` : excerpt}”`}
            reasons={MESSAGE_REPORT_REASONS}
            send={(input) => reportMessage(enquiryId, messageId, input)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
