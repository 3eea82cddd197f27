import { VERIFICATION_MESSAGES } from '@mandap/shared/email-verification';
import * as t from '@mandap/shared/messages/en/vendor-payment';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { UnverifiedEmailNotice } from '@/components/email-verification/unverified-email-notice';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { AlreadyPaid } from '@/features/payment/components/already-paid';
import {
  InvoicePaymentSuccess,
  PaymentSuccess,
} from '@/features/payment/components/payment-success';
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
import {
  type PaymentTarget,
  parsePaymentLink,
  paysInvoice,
} from '@/features/payment/lib/payment-link';

/**
 * /payment?service_id=…&vendor_id=… (spec 2.13, 4, 8; R11), or /payment?invoice=… for a
 * commission invoice (decision 0076). Behind the vendor guard. The link names what is paid for;
 * who pays and how much is the server's to decide.
 */
export function PaymentScreen() {
  const [search] = useSearchParams();
  const link = parsePaymentLink(search);
  const invoice = paysInvoice(link, search);
  // Starting over mounts a fresh flow, which asks for the order again.
  const [attempt, setAttempt] = useState(0);

  if (!link) {
    return (
      <PaymentCard heading={invoice ? t.invoiceHeading : t.listingPayment}>
        <PaymentAlert>
          <p>{invoice ? t.invoiceIncompleteLink : PAYMENT_MESSAGES.incompleteLink}</p>
        </PaymentAlert>
        <BackLink invoice={invoice} primary />
      </PaymentCard>
    );
  }
  const key = 'listingId' in link ? `listing:${link.listingId}` : `invoice:${link.documentId}`;
  return (
    <PaymentFlow
      key={`${key}:${attempt}`}
      target={link}
      onRestart={() => setAttempt((n) => n + 1)}
    />
  );
}

function headingOf(phase: PaymentPhase, invoice: boolean): string {
  switch (phase.kind) {
    case 'creating':
    case 'checkout':
      return PAYMENT_MESSAGES.initializing;
    case 'verifying':
      return t.verifyingHeading;
    case 'paid':
      return t.paymentComplete;
    default:
      return invoice ? t.invoiceHeading : t.listingPayment;
  }
}

function PaymentFlow({ target, onRestart }: { target: PaymentTarget; onRestart: () => void }) {
  const { phase, verify, dismiss } = usePaymentFlow(target);
  return (
    <PaymentCard heading={headingOf(phase, 'documentId' in target)}>
      <PhaseView phase={phase} target={target} onRestart={onRestart} onVerify={verify} />
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
  target: PaymentTarget;
  onRestart: () => void;
  onVerify: ReturnType<typeof usePaymentFlow>['verify'];
}

function PhaseView({ phase, target, onRestart, onVerify }: PhaseViewProps) {
  const invoice = 'documentId' in target;
  switch (phase.kind) {
    case 'creating':
      return <Working>{t.creatingOrder}</Working>;
    case 'session-ended':
      return <Working>{PAYMENT_MESSAGES.sessionEnded}</Working>;
    case 'order-failed':
      return (
        <>
          <PaymentAlert>
            <p>{PAYMENT_MESSAGES.orderFailed}</p>
            {phase.notFound ? (
              <p className="font-normal">
                {invoice ? t.invoiceNotFound : PAYMENT_MESSAGES.orderNotFound}
              </p>
            ) : null}
          </PaymentAlert>
          <Actions>
            <BackLink invoice={invoice} primary={phase.notFound} />
            {phase.notFound ? null : <RetryButton onClick={onRestart}>{t.tryAgain}</RetryButton>}
          </Actions>
        </>
      );
    case 'already-paid':
      return 'listingId' in target ? (
        <AlreadyPaid listingId={target.listingId} />
      ) : (
        <>
          <PaymentNotice tone="info">
            <p>{t.invoiceAlreadyPaid}</p>
          </PaymentNotice>
          <BackLink invoice primary />
        </>
      );
    case 'email-unverified':
      return <EmailUnverified message={phase.message} invoice={invoice} onRestart={onRestart} />;
    case 'checkout':
      return (
        <>
          <OrderSummary order={phase.order} />
          <Working>{t.completeInCheckout}</Working>
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
            <BackLink invoice={invoice} />
            <RetryButton onClick={onRestart} autoFocus>
              {t.openCheckoutAgain}
            </RetryButton>
          </Actions>
        </>
      );
    case 'verifying':
      return (
        <>
          <OrderSummary order={phase.order} />
          <Working>{t.verifyingPayment}</Working>
        </>
      );
    case 'verify-failed':
      return (
        <>
          <OrderSummary order={phase.order} />
          <PaymentAlert>
            <p>{phase.message}</p>
            <p className="font-normal">
              {t.paymentReference(phase.result.razorpay_payment_id)}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="underline underline-offset-4">
                {SUPPORT_EMAIL}
              </a>
              {t.withIt}
            </p>
          </PaymentAlert>
          <Actions>
            <BackLink invoice={invoice} primary={!phase.retryable} />
            {phase.retryable ? (
              <RetryButton onClick={() => void onVerify(phase.order, phase.result)}>
                {t.tryVerifyingAgain}
              </RetryButton>
            ) : null}
          </Actions>
        </>
      );
    case 'paid':
      return (
        <>
          <OrderSummary order={phase.order} />
          {'listingId' in target ? (
            <PaymentSuccess listingId={target.listingId} />
          ) : (
            <InvoicePaymentSuccess />
          )}
        </>
      );
  }
}

/** Instead of the checkout: verify the address first (decision 0069), then continue. */
function EmailUnverified({
  message,
  invoice,
  onRestart,
}: {
  message: string;
  invoice: boolean;
  onRestart: () => void;
}) {
  const location = useLocation();
  return (
    <>
      <UnverifiedEmailNotice
        message={message}
        returnTo={`${location.pathname}${location.search}`}
        after={VERIFICATION_MESSAGES.payAfter}
      />
      <Actions>
        <BackLink invoice={invoice} />
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

/** The way back: to the services for a plan, to the Billing page for a commission invoice. */
function BackLink({ invoice, primary = false }: { invoice: boolean; primary?: boolean }) {
  return (
    <Link
      to={invoice ? paths.billing : paths.listings}
      className={primary ? primaryButtonClass : secondaryButtonClass}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {invoice ? t.backToBilling : t.goToServices}
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
