import * as commission from '@mandap/shared/messages/en/admin-commission';
import * as t from '@mandap/shared/messages/en/admin-console';
import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { EnrolmentDoneReply } from '@mandap/shared/schemas/operators';
import { SUSPENSION_CONSOLE, SUSPENSION_MESSAGES } from '@mandap/shared/suspensions';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { secondaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useOperatorSession } from '@/features/admin/api/get-operator-session';
import { useEnrolmentSeen } from '@/features/admin/api/setup';
import { useOperatorSignOut } from '@/features/admin/api/sign-in';
import { AccountDetailView } from '@/features/admin/components/account-detail';
import { AppealQueueView } from '@/features/admin/components/appeal-queue';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ConsoleNav } from '@/features/admin/components/console-nav';
import { DashboardView } from '@/features/admin/components/dashboard-view';
import { DisputeQueue } from '@/features/admin/components/dispute-queue';
import { FindView } from '@/features/admin/components/find-view';
import { GrievanceDetailView } from '@/features/admin/components/grievance-detail';
import { GrievanceQueue } from '@/features/admin/components/grievance-queue';
import { ListingDetailView } from '@/features/admin/components/listing-detail';
import {
  ReportedListingsQueue,
  ReportedMessagesQueue,
} from '@/features/admin/components/report-queues';
import { ReviewQueue } from '@/features/admin/components/review-queue';
import { EnrolStep, RecoveryCodes, SetPasswordStep } from '@/features/admin/components/setup-flow';
import { CodeStep, PasswordStep } from '@/features/admin/components/sign-in-form';
import { refusalMessage } from '@/lib/api-client';

/** The console's frame: a title, one heading, readable from a 360 px phone to a desk. */
function ConsoleFrame({
  title,
  wide = false,
  aside,
  children,
}: {
  title: string;
  wide?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    // Inside the layout's own <main>: one main landmark, one #main.
    <div
      className={`mx-auto flex w-full flex-col gap-6 px-4 py-8 ${wide ? 'max-w-5xl' : 'max-w-md'}`}
    >
      <DocumentTitle>{t.documentTitle(title)}</DocumentTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** Enrolment, then its recovery codes once: for the set-up link and a first sign-in alike. */
function Enrolment() {
  const [done, setDone] = useState<EnrolmentDoneReply | null>(null);
  const seen = useEnrolmentSeen();
  const navigate = useNavigate();
  if (done) {
    return (
      <ConsoleFrame title={t.recoveryCodesTitle}>
        <RecoveryCodes
          codes={done.recoveryCodes}
          onContinue={() => {
            seen({ stage: done.stage, operator: done.operator });
            navigate(paths.admin, { replace: true });
          }}
        />
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame title={t.setUpAuthenticatorTitle}>
      <EnrolStep onDone={setDone} />
    </ConsoleFrame>
  );
}

type Section =
  | 'dashboard'
  | 'reviews'
  | 'audit'
  | 'reportedListings'
  | 'reportedMessages'
  | 'grievances'
  | 'grievance'
  | 'find'
  | 'appeals'
  | 'listing'
  | 'vendor'
  | 'user'
  | 'commissionDisputes';
const TITLES: Record<Section, string> = {
  dashboard: t.dashboard,
  reviews: t.reportedReviews,
  audit: t.auditLog,
  grievances: t.grievances,
  grievance: t.grievance,
  reportedListings: t.reportedListings,
  reportedMessages: t.reportedMessages,
  find: SUSPENSION_CONSOLE.titles.find,
  appeals: SUSPENSION_CONSOLE.titles.appeals,
  listing: SUSPENSION_CONSOLE.titles.listing,
  vendor: SUSPENSION_CONSOLE.titles.vendor,
  user: SUSPENSION_CONSOLE.titles.user,
  commissionDisputes: commission.title,
};

/** The id of /admin/listings/:id, /admin/vendors/:id, /admin/users/:id; 0 when not a number. */
function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/**
 * /admin, /admin/reviews, /admin/audit: the sign-in's steps as the session stands, then the
 * section asked for, under the console's navigation.
 */
export function AdminScreen({
  section = 'dashboard',
  reference,
  objectId = 0,
}: {
  section?: Section;
  /** The grievance of /admin/grievances/:reference. */
  reference?: string;
  /** The listing's or account's id of /admin/{listings,vendors,users}/:id. */
  objectId?: number;
}) {
  const session = useOperatorSession();
  const signOut = useOperatorSignOut();
  if (session.isPending) {
    return (
      <ConsoleFrame title={t.operatorConsole}>
        <p role="status">{t.loading}</p>
      </ConsoleFrame>
    );
  }
  if (session.isError) {
    return (
      <ConsoleFrame title={t.operatorConsole}>
        <FormAlert>{refusalMessage(session.error, OPERATOR_MESSAGES.network)}</FormAlert>
      </ConsoleFrame>
    );
  }
  const { stage, operator } = session.data;
  if (stage === 'enrol') return <Enrolment />;
  if (stage === 'second_factor') {
    return (
      <ConsoleFrame title={t.enterCodeTitle}>
        <CodeStep />
      </ConsoleFrame>
    );
  }
  if (stage === 'signed_in' && operator) {
    return (
      <ConsoleFrame
        title={
          section === 'grievance' && reference
            ? t.grievanceTitle(reference)
            : objectId > 0
              ? t.objectTitle(TITLES[section], objectId)
              : TITLES[section]
        }
        wide
        aside={
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            <span>{t.signedInAs(operator.email, t.roles[operator.role])}</span>
            <button type="button" className={secondaryButtonClass} onClick={() => signOut.mutate()}>
              {t.signOut}
            </button>
          </div>
        }
      >
        <ConsoleNav role={operator.role} />
        {section === 'reviews' ? (
          <ReviewQueue />
        ) : section === 'reportedListings' ? (
          <ReportedListingsQueue />
        ) : section === 'reportedMessages' ? (
          <ReportedMessagesQueue />
        ) : section === 'audit' ? (
          <AuditLog role={operator.role} />
        ) : section === 'grievances' ? (
          <GrievanceQueue />
        ) : section === 'grievance' && reference ? (
          <GrievanceDetailView reference={reference} />
        ) : section === 'find' ? (
          <FindView />
        ) : section === 'appeals' ? (
          <AppealQueueView />
        ) : section === 'commissionDisputes' ? (
          operator.role === 'admin' ? (
            <DisputeQueue />
          ) : (
            <FormAlert>{OPERATOR_MESSAGES.adminOnly}</FormAlert>
          )
        ) : section === 'listing' ? (
          objectId > 0 ? (
            <ListingDetailView key={objectId} listingId={objectId} role={operator.role} />
          ) : (
            <FormAlert>{SUSPENSION_MESSAGES.noSuchListing}</FormAlert>
          )
        ) : section === 'vendor' || section === 'user' ? (
          objectId > 0 ? (
            <AccountDetailView key={`${section}-${objectId}`} kind={section} id={objectId} />
          ) : (
            <FormAlert>{SUSPENSION_MESSAGES.noSuchAccount}</FormAlert>
          )
        ) : (
          <DashboardView operator={operator} />
        )}
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame title={t.signInTitle}>
      <PasswordStep />
    </ConsoleFrame>
  );
}

/** /admin/reviews: the queue of reported reviews (decision 0063). */
export function AdminReviewsScreen() {
  return <AdminScreen section="reviews" />;
}

/** /admin/reports/listings: the queue of reported listings (decision 0065). */
export function AdminReportedListingsScreen() {
  return <AdminScreen section="reportedListings" />;
}

/** /admin/reports/messages: the queue of reported chat messages (decision 0065). */
export function AdminReportedMessagesScreen() {
  return <AdminScreen section="reportedMessages" />;
}

/** /admin/audit: the audit log, its filters and CSV. */
export function AdminAuditScreen() {
  return <AdminScreen section="audit" />;
}

/** /admin/grievances: the grievances against their deadlines (decision 0064). */
export function AdminGrievancesScreen() {
  return <AdminScreen section="grievances" />;
}

/** /admin/grievances/:reference: one grievance, its thread, the reply box and the close form. */
export function AdminGrievanceScreen() {
  const { reference = '' } = useParams();
  return <AdminScreen section="grievance" reference={reference.toUpperCase()} />;
}

/** /admin/find?q=: listings and accounts by id, VND-… or e-mail (decision 0066). */
export function AdminFindScreen() {
  return <AdminScreen section="find" />;
}

/** /admin/appeals: the open appeals of suspensions, oldest first (decision 0066). */
export function AdminAppealsScreen() {
  return <AdminScreen section="appeals" />;
}

/** /admin/listings/:listingId: a listing, its suspension, media removal and refund. */
export function AdminListingScreen() {
  const { listingId } = useParams();
  return <AdminScreen section="listing" objectId={idParam(listingId)} />;
}

/** /admin/vendors/:vendorId: a vendor account, its listings, suspend or restore. */
export function AdminVendorScreen() {
  const { vendorId } = useParams();
  return <AdminScreen section="vendor" objectId={idParam(vendorId)} />;
}

/** /admin/users/:userId: a user account, suspend or restore. */
export function AdminUserScreen() {
  const { userId } = useParams();
  return <AdminScreen section="user" objectId={idParam(userId)} />;
}

/** /admin/commission-disputes: disputed commission statement lines, admins only (0075). */
export function AdminCommissionDisputesScreen() {
  return <AdminScreen section="commissionDisputes" />;
}

/** /admin/setup#token: a password for the new operator, then the authenticator. */
export function AdminSetupScreen() {
  const { hash } = useLocation();
  const session = useOperatorSession();
  const token = hash.replace(/^#/, '');
  if (session.data?.stage === 'enrol') return <Enrolment />;
  return (
    <ConsoleFrame title={t.setUpAccountTitle}>
      {token ? (
        <SetPasswordStep token={token} />
      ) : (
        <FormAlert>{OPERATOR_MESSAGES.tokenRequired}</FormAlert>
      )}
    </ConsoleFrame>
  );
}
