import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useEffect, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/styles';
import { refusalMessage } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';
import { rememberVerifyReturn, resendVerification } from './verification-api';

interface UnverifiedEmailNoticeProps {
  /** The server's words: why this needs a verified address, and where the link went. */
  message: string;
  /** Where the person is: the verify page offers to come back here. */
  returnTo: string;
  /** What to do once the address is verified (say, press Send again); shown under the message. */
  after?: string;
  /** Shows the enquiry form's "after": press Send again (its words stay out of the storefront). */
  sendAgainAfter?: boolean;
}

/**
 * What a screen shows instead of an action that needs a verified address (decision 0069): the
 * server's message and 'Send the link again', with the outcome announced.
 */
export function UnverifiedEmailNotice({
  message,
  returnTo,
  after: given,
  sendAgainAfter,
}: UnverifiedEmailNoticeProps) {
  const after = sendAgainAfter ? VERIFICATION_MESSAGES.sendAgainAfter : given;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);

  useEffect(() => rememberVerifyReturn(returnTo), [returnTo]);

  const resend = async () => {
    setPending(true);
    setOutcome(null);
    try {
      const reply = await resendVerification();
      setOutcome({
        text: reply.alreadyVerified ? VERIFICATION_MESSAGES.alreadyVerified : reply.message,
        failed: false,
      });
      // Verified in another tab meanwhile: the session says so now.
      if (reply.alreadyVerified) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    } catch (error) {
      setOutcome({ text: refusalMessage(error, VERIFICATION_MESSAGES.resendFailed), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="rounded-xl bg-marigold-50 px-4 py-3 text-sm text-stone-900 ring-1 ring-marigold-300">
      <div role="alert" className="flex items-start gap-2">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-marigold-700" />
        <div>
          <p className="font-semibold">{message}</p>
          {after ? <p className="mt-1">{after}</p> : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={pending}
        className={`${secondaryButtonClass} mt-3 py-2`}
      >
        {pending ? VERIFICATION_MESSAGES.resending : VERIFICATION_MESSAGES.resend}
      </button>
      <p
        role="status"
        className={`mt-2 ${outcome?.failed ? 'font-medium text-red-800' : 'text-stone-700'}`}
      >
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
