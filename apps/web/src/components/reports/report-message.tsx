import * as t from '@mandap/shared/messages/en/couple-reports';
import { lazy, Suspense, useState } from 'react';

const MessageReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).MessageReportDialog,
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
        aria-label={t.reportMessageFrom(otherName)}
        onClick={() => setOpen(true)}
      >
        {t.reportMessage}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MessageReportDialog
            enquiryId={enquiryId}
            messageId={messageId}
            about={`${otherName}: “${excerpt.length > 80 ? `${excerpt.slice(0, 80)}…` : excerpt}”`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
