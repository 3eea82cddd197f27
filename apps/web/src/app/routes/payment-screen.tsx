import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { UnverifiedEmailNotice } from '@/components/email-verification/unverified-email-notice';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { AlreadyPaid } from '@/features/payment/components/already-paid';
import { PaymentSuccess } from '@/features/payment/components/payment-success';
import {
  OrderSummary,
  PaymentAlert,
  PaymentCard,
  PaymentNotice,
  primaryButtonClass,
  secondaryButtonClass,
  Working,
} from '@/features/payment/components/payment-ui';
import { SandboxCheckout } from '@/features/payment/components/sandbox-checkout';
import { type PaymentPhase, usePaymentFlow } from '@/features/payment/hooks/use-payment-flow';
import { PAYMENT_MESSAGES } from '@/features/payment/lib/messages';
import { parsePaymentLink } from '@/features/payment/lib/payment-link';

/**
 * /payment?service_id=…&vendor_id=… (spec 2.13, 4, 8; R11). Behind the vendor guard. The link
 * names the listing; who pays and how much is the server's to decide.
 */
export function PaymentScreen() {
  const [search] = useSearchParams();
  const link = parsePaymentLink(search);
  // Starting over mounts a fresh flow, which asks for the order again.
  const [attempt, setAttempt] = useState(0);

  if (!link) {
    return (
      <PaymentCard heading="Listing Payment">
        <PaymentAlert>
          <p>{PAYMENT_MESSAGES.incompleteLink}</p>
        </PaymentAlert>
        <ListingsLink primary />
      </PaymentCard>
    );
  }
  return (
    <PaymentFlow
      key={`${link.listingId}:${attempt}`}
      listingId={link.listingId}
      onRestart={() => setAttempt((n) => n + 1)}
    />
  );
}

function headingOf(phase: PaymentPhase): string {
  switch (phase.kind) {
    case 'creating':
    case 'checkout':
      return PAYMENT_MESSAGES.initializing;
    case 'verifying':
      return 'Verifying Payment...';
    case 'paid':
      return 'Payment Complete';
    default:
      return 'Listing Payment';
  }
}

function PaymentFlow({ listingId, onRestart }: { listingId: number; onRestart: () => void }) {
  const { phase, verify, dismiss } = usePaymentFlow(listingId);
  return (
    <PaymentCard heading={headingOf(phase)}>
      <PhaseView phase={phase} listingId={listingId} onRestart={onRestart} onVerify={verify} />
      {phase.kind === 'checkout' && phase.order.provider === 'sandbox' ? (
        <SandboxCheckout
          order={phase.order}
          onResult={(result) => void verify(phase.order, result)}
          onDismiss={() => dismiss(phase.order)}
        />
      ) : null}
    </PaymentCard>
  );
}

interface PhaseViewProps {
  phase: PaymentPhase;
  listingId: number;
  onRestart: () => void;
  onVerify: ReturnType<typeof usePaymentFlow>['verify'];
}

function PhaseView({ phase, listingId, onRestart, onVerify }: PhaseViewProps) {
  switch (phase.kind) {
    case 'creating':
      return <Working>Creating your order...</Working>;
    case 'session-ended':
      return <Working>{PAYMENT_MESSAGES.sessionEnded}</Working>;
    case 'order-failed':
      return (
        <>
          <PaymentAlert>
            <p>{PAYMENT_MESSAGES.orderFailed}</p>
            {phase.notFound ? (
              <p className="font-normal">{PAYMENT_MESSAGES.orderNotFound}</p>
            ) : null}
          </PaymentAlert>
          <Actions>
            <ListingsLink primary={phase.notFound} />
            {phase.notFound ? null : <RetryButton onClick={onRestart}>Try again</RetryButton>}
          </Actions>
        </>
      );
    case 'already-paid':
      return <AlreadyPaid listingId={listingId} />;
    case 'email-unverified':
      return <EmailUnverified message={phase.message} onRestart={onRestart} />;
    case 'checkout':
      return (
        <>
          <OrderSummary order={phase.order} />
          <Working>Complete the payment in the checkout window.</Working>
        </>
      );
    case 'dismissed':
      return (
        <>
          <OrderSummary order={phase.order} />
          {phase.unavailable ? (
            <PaymentAlert>
              <p>{PAYMENT_MESSAGES.checkoutUnavailable}</p>
            </PaymentAlert>
          ) : (
            <PaymentNotice tone="info">
              <p>{PAYMENT_MESSAGES.cancelled}</p>
            </PaymentNotice>
          )}
          <Actions>
            <ListingsLink />
            <RetryButton onClick={onRestart} autoFocus>
              Open checkout again
            </RetryButton>
          </Actions>
        </>
      );
    case 'verifying':
      return (
        <>
          <OrderSummary order={phase.order} />
          <Working>Verifying your payment...</Working>
        </>
      );
    case 'verify-failed':
      return (
        <>
          <OrderSummary order={phase.order} />
          <PaymentAlert>
            <p>{phase.message}</p>
            <p className="font-normal">
              {`Payment reference: ${phase.result.razorpay_payment_id}. Write to `}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="underline underline-offset-4">
                {SUPPORT_EMAIL}
              </a>
              {' with it.'}
            </p>
          </PaymentAlert>
          <Actions>
            <ListingsLink primary={!phase.retryable} />
            {phase.retryable ? (
              <RetryButton onClick={() => void onVerify(phase.order, phase.result)}>
                Try verifying again
              </RetryButton>
            ) : null}
          </Actions>
        </>
      );
    case 'paid':
      return (
        <>
          <OrderSummary order={phase.order} />
          <PaymentSuccess listingId={listingId} />
        </>
      );
  }
}

/** Instead of the checkout: verify the address first (decision 0069), then continue. */
function EmailUnverified({ message, onRestart }: { message: string; onRestart: () => void }) {
  const location = useLocation();
  return (
    <>
      <UnverifiedEmailNotice
        message={message}
        returnTo={`${location.pathname}${location.search}`}
        after={VERIFICATION_MESSAGES.payAfter}
      />
      <Actions>
        <ListingsLink />
        <RetryButton onClick={onRestart}>{VERIFICATION_MESSAGES.continueToPayment}</RetryButton>
      </Actions>
    </>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}

function ListingsLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to={paths.listings} className={primary ? primaryButtonClass : secondaryButtonClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Go to your services
    </Link>
  );
}

function RetryButton({
  onClick,
  autoFocus = false,
  children,
}: {
  onClick: () => void;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // After the checkout closes, focus lands on the way back into it.
  useEffect(() => {
    if (autoFocus) button.current?.focus();
  }, [autoFocus]);
  return (
    <button ref={button} type="button" onClick={onClick} className={primaryButtonClass}>
      <RotateCcw aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
