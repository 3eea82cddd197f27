import { OPERATOR_MESSAGES } from '@mandap/shared/operators';
import type { EnrolmentDoneReply } from '@mandap/shared/schemas/operators';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { FormAlert } from '@/components/ui/form-alert';
import { secondaryButtonClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useOperatorSession } from '@/features/admin/api/get-operator-session';
import { useEnrolmentSeen } from '@/features/admin/api/setup';
import { useOperatorSignOut } from '@/features/admin/api/sign-in';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ConsoleNav } from '@/features/admin/components/console-nav';
import { DashboardView } from '@/features/admin/components/dashboard-view';
import { GrievanceDetailView } from '@/features/admin/components/grievance-detail';
import { GrievanceQueue } from '@/features/admin/components/grievance-queue';
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
    <main
      id="main"
      className={`mx-auto flex w-full flex-col gap-6 px-4 py-8 ${wide ? 'max-w-5xl' : 'max-w-md'}`}
    >
      <DocumentTitle>{`${title} · Mandap operator console`}</DocumentTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
        {aside}
      </div>
      {children}
    </main>
  );
}

/** Enrolment, then its recovery codes once: for the set-up link and a first sign-in alike. */
function Enrolment() {
  const [done, setDone] = useState<EnrolmentDoneReply | null>(null);
  const seen = useEnrolmentSeen();
  const navigate = useNavigate();
  if (done) {
    return (
      <ConsoleFrame title="Your recovery codes">
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
    <ConsoleFrame title="Set up your authenticator">
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
  | 'grievance';
const TITLES: Record<Section, string> = {
  dashboard: 'Dashboard',
  reviews: 'Reported reviews',
  audit: 'Audit log',
  grievances: 'Grievances',
  grievance: 'Grievance',
  reportedListings: 'Reported listings',
  reportedMessages: 'Reported messages',
};

/**
 * /admin, /admin/reviews, /admin/audit: the sign-in's steps as the session stands, then the
 * section asked for, under the console's navigation.
 */
export function AdminScreen({
  section = 'dashboard',
  reference,
}: {
  section?: Section;
  /** The grievance of /admin/grievances/:reference. */
  reference?: string;
}) {
  const session = useOperatorSession();
  const signOut = useOperatorSignOut();
  if (session.isPending) {
    return (
      <ConsoleFrame title="Operator console">
        <p role="status">Loading…</p>
      </ConsoleFrame>
    );
  }
  if (session.isError) {
    return (
      <ConsoleFrame title="Operator console">
        <FormAlert>{refusalMessage(session.error, OPERATOR_MESSAGES.network)}</FormAlert>
      </ConsoleFrame>
    );
  }
  const { stage, operator } = session.data;
  if (stage === 'enrol') return <Enrolment />;
  if (stage === 'second_factor') {
    return (
      <ConsoleFrame title="Enter your code">
        <CodeStep />
      </ConsoleFrame>
    );
  }
  if (stage === 'signed_in' && operator) {
    return (
      <ConsoleFrame
        title={section === 'grievance' && reference ? `Grievance ${reference}` : TITLES[section]}
        wide
        aside={
          <div className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
            <span>
              {operator.email} ({operator.role})
            </span>
            <button type="button" className={secondaryButtonClass} onClick={() => signOut.mutate()}>
              Sign out
            </button>
          </div>
        }
      >
        <ConsoleNav />
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
        ) : (
          <DashboardView operator={operator} />
        )}
      </ConsoleFrame>
    );
  }
  return (
    <ConsoleFrame title="Operator sign-in">
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

/** /admin/setup#token: a password for the new operator, then the authenticator. */
export function AdminSetupScreen() {
  const { hash } = useLocation();
  const session = useOperatorSession();
  const token = hash.replace(/^#/, '');
  if (session.data?.stage === 'enrol') return <Enrolment />;
  return (
    <ConsoleFrame title="Set up your operator account">
      {token ? (
        <SetPasswordStep token={token} />
      ) : (
        <FormAlert>{OPERATOR_MESSAGES.tokenRequired}</FormAlert>
      )}
    </ConsoleFrame>
  );
}
