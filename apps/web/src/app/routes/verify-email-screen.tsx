import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import * as t from '@mandap/shared/messages/en/auth-login';
import type { VerifyEmailReply } from '@mandap/shared/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { UnverifiedEmailNotice } from '@/components/email-verification/unverified-email-notice';
import {
  forgetVerifyReturn,
  verifyEmail,
  verifyReturn,
} from '@/components/email-verification/verification-api';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { primaryButtonClass, textLinkClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { refusalMessage } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/get-session';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'verified'; reply: VerifyEmailReply }
  | { kind: 'failed'; message: string };

/**
 * /verify-email?token=… (decision 0069): where the verification e-mail's link leads. The link is
 * followed once, on arrival, signed in or not (the token is the proof). Verified: says so, and
 * offers to go back to where the person was asked to verify. Refused: says why, and a signed-in
 * person can ask for a new link here.
 */
export function VerifyEmailScreen() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'checking' } : { kind: 'failed', message: VERIFICATION_MESSAGES.noToken },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // One try per token: a token is used once, and a second post would be refused.
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    verifyEmail(token).then(
      (reply) => {
        setOutcome({ kind: 'verified', reply });
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
      (error: unknown) => {
        setOutcome({
          kind: 'failed',
          message: refusalMessage(error, VERIFICATION_MESSAGES.resendFailed),
        });
      },
    );
  }, [token, queryClient]);

  // The outcome is announced by moving the focus to its heading.
  useEffect(() => {
    if (outcome.kind !== 'checking') heading.current?.focus();
  }, [outcome.kind]);

  const title =
    outcome.kind === 'checking'
      ? VERIFICATION_MESSAGES.checking
      : outcome.kind === 'verified'
        ? VERIFICATION_MESSAGES.verified
        : VERIFICATION_MESSAGES.failedHeading;

  return (
    <div className="px-4 pt-8 pb-12 sm:pt-14 sm:pb-20">
      <DocumentTitle>{t.pageTitle(title)}</DocumentTitle>
      <section className="mx-auto flex max-w-md flex-col gap-5 rounded-3xl border border-maroon-100 bg-white px-5 py-8 shadow-sm sm:px-8">
        <h1
          ref={heading}
          tabIndex={-1}
          className="flex items-center justify-center gap-2 text-center font-display text-3xl font-semibold text-balance text-maroon-900 outline-none"
        >
          {outcome.kind === 'verified' ? (
            <BadgeCheck aria-hidden="true" className="size-7 shrink-0 text-emerald-700" />
          ) : null}
          {title}
        </h1>
        {outcome.kind === 'checking' ? (
          <p role="status" className="text-center text-stone-600">
            {VERIFICATION_MESSAGES.checking}
          </p>
        ) : null}
        {outcome.kind === 'verified' ? (
          <Verified email={outcome.reply.email} signedIn={session.signedIn} />
        ) : null}
        {outcome.kind === 'failed' ? (
          session.signedIn ? (
            <UnverifiedEmailNotice
              message={outcome.message}
              returnTo={verifyReturn() ?? paths.home}
            />
          ) : (
            <>
              <FormAlert>{outcome.message}</FormAlert>
              {session.status === 'signed-out' ? (
                <p className="text-sm text-stone-700">
                  <Link to={paths.userLogin} className={textLinkClass}>
                    {VERIFICATION_MESSAGES.signInForNewLink}
                  </Link>
                </p>
              ) : null}
            </>
          )
        ) : null}
      </section>
    </div>
  );
}

function Verified({ email, signedIn }: { email: string; signedIn: boolean }) {
  const back = signedIn ? verifyReturn() : null;
  return (
    <>
      <p role="status" className="text-center text-stone-700">
        {VERIFICATION_MESSAGES.verifiedDetail(email)}
      </p>
      <Link
        to={back ?? paths.home}
        onClick={() => forgetVerifyReturn()}
        className={`${primaryButtonClass} self-center`}
      >
        {back ? VERIFICATION_MESSAGES.continue : VERIFICATION_MESSAGES.goHome}
      </Link>
    </>
  );
}
