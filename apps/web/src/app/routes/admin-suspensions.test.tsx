import type { OperatorProfile } from '@mandap/shared/schemas/operators';
import type {
  AdminAccount,
  AdminListing,
  AppealQueueItem,
  Suspension,
} from '@mandap/shared/schemas/suspensions';
import {
  SUSPENSION_CONSOLE,
  SUSPENSION_MESSAGES,
  SUSPENSION_REASONS,
} from '@mandap/shared/suspensions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, json } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

// The console's listing and account pages, the finder and the appeals (decision 0066): what each
// shows, the bodies the actions send with the version, a 409 told in place with the page asked
// again, moderators without Refund, and the suspender kept from deciding the appeal.

const MODERATOR: OperatorProfile = { email: 'mod@mandap.example', role: 'moderator' };
const ADMIN: OperatorProfile = { email: 'admin@mandap.example', role: 'admin' };

const SUSPENSION: Suspension = {
  id: 3,
  objectType: 'listing',
  reason: 'fake_or_scam',
  reasonText: SUSPENSION_REASONS.suspend.fake_or_scam,
  details: 'Photos copied from another firm.',
  suspendedAt: '2026-11-20T10:00:00.000Z',
  suspendedBy: 4,
  restoredAt: null,
  restoreReason: null,
  appeal: null,
};

const LISTING: AdminListing = {
  id: 7,
  firmName: 'Shady Beats',
  category: 'dj',
  city: 'Jaipur',
  district: 'Jaipur',
  state: 'Rajasthan',
  status: 'active',
  suspendedByMandap: false,
  version: 5,
  description: 'The best DJ in town.',
  email: 'beats@example.in',
  phone: '9876543210',
  plan: 'basic',
  createdAt: '2026-10-01T10:00:00.000Z',
  features: ['Lights'],
  highlights: [],
  media: [
    { id: 41, kind: 'image', url: '/media/a.webp', thumbUrl: '/media/a-thumb.webp' },
    { id: 42, kind: 'video', url: '/media/v.mp4', thumbUrl: null },
  ],
  prices: [{ label: 'Evening set', paise: 2500000 }],
  owner: { id: 9, uniqueId: 'VND-7K3M9QX2', name: 'Asha Verma', email: 'asha@example.in' },
  payments: [
    {
      id: 1,
      status: 'paid',
      amountPaise: 99900,
      refundedPaise: null,
      paidAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  refundQuotePaise: 99900,
  suspensions: [],
  actions: [
    { at: '2026-11-01T10:00:00.000Z', action: 'listing.edited', actor: 'vendor 9', reason: null },
  ],
};

const SUSPENDED: AdminListing = {
  ...LISTING,
  status: 'suspended',
  suspendedByMandap: true,
  version: 6,
  suspensions: [SUSPENSION],
};

function console$(operator: OperatorProfile, handlers: Record<string, FakeHandler>) {
  return fakeApi({
    'GET /api/admin/session': () => json(200, { stage: 'signed_in', operator }),
    ...handlers,
  });
}

describe('a listing in the console (/admin/listings/:id)', () => {
  it('shows the listing, its media, owner, payments and actions; suspends with the version', async () => {
    const user = userEvent.setup();
    let current = LISTING;
    const api = console$(MODERATOR, {
      'GET /api/admin/listings/7': () => json(200, current),
      'POST /api/admin/listings/7/suspension': () => {
        current = SUSPENDED;
        return json(200, { version: 6, status: 'suspended' });
      },
    });
    renderRoute('/admin/listings/7');
    expect(await screen.findByRole('heading', { name: 'Shady Beats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Listing 7' })).toBeInTheDocument();
    expect(screen.getByText('Jaipur, Jaipur, Rajasthan')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shady Beats, Photo 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video 1' })).toHaveAttribute('href', '/media/v.mp4');
    expect(screen.getByRole('link', { name: /Asha Verma/ })).toHaveAttribute(
      'href',
      '/admin/vendors/9',
    );
    expect(screen.getByText(/₹999, paid/)).toBeInTheDocument();
    expect(screen.getByText('₹25,000')).toBeInTheDocument();
    // A moderator has no Refund.
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend listing' }));
    const form = screen.getByRole('form', { name: 'Suspend listing' });
    // The keyboard's focus moves into the form it opened.
    expect(within(form).getByLabelText('Reason')).toHaveFocus();
    // "Another reason" needs details: told, nothing sent.
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.suspend.other,
    );
    await user.click(within(form).getByRole('button', { name: 'Suspend listing' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.detailsRequired);
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.suspend.fake_or_scam,
    );
    await user.type(within(form).getByLabelText(/Details/), 'Photos copied.');
    await user.click(within(form).getByRole('button', { name: 'Suspend listing' }));
    expect(within(form).getByRole('alertdialog')).toHaveTextContent(
      SUSPENSION_MESSAGES.confirm.suspendListing,
    );
    expect(api.calls('POST /api/admin/listings/7/suspension')).toHaveLength(0);
    // The confirmation has the focus: Enter confirms.
    await user.keyboard('{Enter}');
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.suspend)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/listings/7/suspension')[0]?.body).toEqual({
      action: 'suspend',
      reason: 'fake_or_scam',
      details: 'Photos copied.',
      version: 5,
    });
    // The new state: suspended, with its reason, and Restore offered.
    expect(await screen.findByRole('button', { name: 'Restore listing' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Shady Beats' })).getByText(
        SUSPENSION_CONSOLE.suspendedBecause(SUSPENSION_REASONS.suspend.fake_or_scam),
      ),
    ).toBeInTheDocument();
  });

  it('shows a 409 in place and reloads the listing', async () => {
    const user = userEvent.setup();
    let current = LISTING;
    const api = console$(MODERATOR, {
      'GET /api/admin/listings/7': () => json(200, current),
      'POST /api/admin/listings/7/suspension': () => {
        current = SUSPENDED;
        return json(409, { message: SUSPENSION_MESSAGES.decidedElsewhere });
      },
    });
    renderRoute('/admin/listings/7');
    await user.click(await screen.findByRole('button', { name: 'Suspend listing' }));
    const form = screen.getByRole('form', { name: 'Suspend listing' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.suspend.spam,
    );
    await user.click(within(form).getByRole('button', { name: 'Suspend listing' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SUSPENSION_MESSAGES.decidedElsewhere,
    );
    // Asked again: the page now shows what the other operator did, the message still there.
    expect(await screen.findByRole('form', { name: 'Restore listing' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.decidedElsewhere);
    expect(api.calls('GET /api/admin/listings/7').length).toBeGreaterThanOrEqual(2);
  });

  it('lets an admin refund the amount the terms allow, or another', async () => {
    const user = userEvent.setup();
    const api = console$(ADMIN, {
      'GET /api/admin/listings/7': () => json(200, LISTING),
      'POST /api/admin/listings/7/refund': () =>
        json(200, { version: 6, status: 'suspended', refundedPaise: 50000 }),
    });
    renderRoute('/admin/listings/7');
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText(SUSPENSION_CONSOLE.amountLabel);
    expect(amount).toHaveValue('999');
    expect(
      within(form).getByText(SUSPENSION_CONSOLE.amountHint('₹999', '₹999')),
    ).toBeInTheDocument();
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.refund.goodwill,
    );
    // More than was paid: refused here.
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(SUSPENSION_CONSOLE.amountInvalid);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.refund)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/listings/7/refund')[0]?.body).toEqual({
      reason: 'goodwill',
      details: '',
      amountPaise: 50000,
      version: 5,
    });
  });

  it('removes one photo with a reason and the version', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR, {
      'GET /api/admin/listings/7': () => json(200, LISTING),
      'POST /api/admin/listings/7/media/41/removal': () =>
        json(200, { version: 6, status: 'active' }),
    });
    renderRoute('/admin/listings/7');
    await user.click(await screen.findByRole('button', { name: 'Remove photo 1' }));
    const form = screen.getByRole('form', { name: 'Remove photo 1' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.remove_media.government_id,
    );
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.remove_media)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/listings/7/media/41/removal')[0]?.body).toEqual({
      reason: 'government_id',
      details: '',
      version: 5,
    });
  });

  it('tells a listing that does not exist', async () => {
    console$(MODERATOR, {
      'GET /api/admin/listings/8': () => json(404, { message: SUSPENSION_MESSAGES.noSuchListing }),
    });
    renderRoute('/admin/listings/8');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENSION_MESSAGES.noSuchListing);
  });
});

const VENDOR_ACCOUNT: AdminAccount = {
  kind: 'vendor',
  id: 9,
  uniqueId: 'VND-7K3M9QX2',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  createdAt: '2026-09-01T10:00:00.000Z',
  suspended: false,
  version: 2,
  listings: [{ id: 7, firmName: 'Shady Beats', category: 'dj', status: 'active' }],
  suspensions: [],
  actions: [],
};

describe('an account in the console (/admin/vendors/:id, /admin/users/:id)', () => {
  it('shows the vendor, links its listings, and suspends the account with the version', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR, {
      'GET /api/admin/vendors/9': () => json(200, VENDOR_ACCOUNT),
      'POST /api/admin/vendors/9/suspension': () => json(200, { version: 3, status: 'suspended' }),
    });
    renderRoute('/admin/vendors/9');
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText(SUSPENSION_CONSOLE.notSuspended)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shady Beats' })).toHaveAttribute(
      'href',
      '/admin/listings/7',
    );
    expect(screen.getByText(SUSPENSION_CONSOLE.empty.actions)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend account' }));
    const form = screen.getByRole('form', { name: 'Suspend account' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.suspend.abuse,
    );
    await user.click(within(form).getByRole('button', { name: 'Suspend account' }));
    expect(within(form).getByRole('alertdialog')).toHaveTextContent(
      SUSPENSION_MESSAGES.confirm.suspendAccount,
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.suspend)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/vendors/9/suspension')[0]?.body).toEqual({
      action: 'suspend',
      reason: 'abuse',
      details: '',
      version: 2,
    });
  });

  it('restores a suspended user', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR, {
      'GET /api/admin/users/5': () =>
        json(200, {
          ...VENDOR_ACCOUNT,
          kind: 'user',
          id: 5,
          uniqueId: null,
          name: 'Meera Shah',
          listings: [],
          suspended: true,
          version: 4,
          suspensions: [{ ...SUSPENSION, objectType: 'user', reason: 'abuse', reasonText: '' }],
        } satisfies AdminAccount),
      'POST /api/admin/users/5/suspension': () => json(200, { version: 5, status: 'active' }),
    });
    renderRoute('/admin/users/5');
    expect(
      await screen.findByText(
        SUSPENSION_CONSOLE.suspendedBecause(SUSPENSION_REASONS.suspend.abuse),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore account' }));
    const form = screen.getByRole('form', { name: 'Restore account' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.restore.fixed,
    );
    await user.click(within(form).getByRole('button', { name: 'Restore account' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.restore)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/users/5/suspension')[0]?.body).toMatchObject({
      action: 'restore',
      reason: 'fixed',
      version: 4,
    });
  });
});

describe('the finder (/admin/find)', () => {
  it('is in the console navigation, and finds by what is typed, linking the pages', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR, {
      'GET /api/admin/lookup': () =>
        json(200, {
          results: [
            { kind: 'listing', id: 7, label: 'Shady Beats', detail: 'dj, Jaipur' },
            { kind: 'vendor', id: 9, label: 'Asha Verma', detail: 'VND-7K3M9QX2' },
          ],
        }),
    });
    renderRoute('/admin/find');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Find' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Appeals' })).toHaveAttribute(
      'href',
      '/admin/appeals',
    );
    await user.type(screen.getByLabelText(SUSPENSION_CONSOLE.findLabel), 'VND-7K3M9QX2{Enter}');
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(within(results).getByRole('link', { name: 'Shady Beats' })).toHaveAttribute(
      'href',
      '/admin/listings/7',
    );
    expect(within(results).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/admin/vendors/9',
    );
    expect(api.calls('GET /api/admin/lookup')[0]?.path).toBe('/api/admin/lookup?q=VND-7K3M9QX2');
  });

  it('says plainly when nothing was found', async () => {
    console$(MODERATOR, { 'GET /api/admin/lookup': () => json(200, { results: [] }) });
    renderRoute('/admin/find?q=nobody%40example.in');
    expect(await screen.findByText(SUSPENSION_MESSAGES.searchEmpty)).toBeInTheDocument();
    expect(screen.getByLabelText(SUSPENSION_CONSOLE.findLabel)).toHaveValue('nobody@example.in');
  });
});

const APPEAL: AppealQueueItem = {
  id: 11,
  version: 1,
  message: 'The photos are ours; here are the originals.',
  createdAt: '2026-11-22T10:00:00.000Z',
  vendor: { id: 9, name: 'Asha Verma', email: 'asha@example.in' },
  subject: { kind: 'listing', id: 7, label: 'Shady Beats' },
  suspension: SUSPENSION,
  suspendedByYou: false,
};

describe('the appeals (/admin/appeals)', () => {
  it('shows the appeal and its suspension, and upholds it with the version', async () => {
    const user = userEvent.setup();
    const api = console$(MODERATOR, {
      'GET /api/admin/appeals': () => json(200, { items: [APPEAL] }),
      'POST /api/admin/appeals/11/decision': () => json(200, { version: 2, status: 'upheld' }),
    });
    renderRoute('/admin/appeals');
    const item = await screen.findByRole('article', { name: /Appeal 11/ });
    expect(within(item).getByText(APPEAL.message)).toBeInTheDocument();
    expect(within(item).getByText(SUSPENSION_REASONS.suspend.fake_or_scam)).toBeInTheDocument();
    expect(within(item).getByText(SUSPENSION.details)).toBeInTheDocument();
    expect(within(item).getByText(/Suspended by operator 4 on/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Shady Beats' })).toHaveAttribute(
      'href',
      '/admin/listings/7',
    );
    await user.click(within(item).getByRole('button', { name: 'Uphold' }));
    const form = within(item).getByRole('form', { name: 'Uphold' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.uphold_appeal.no_new_information,
    );
    await user.click(within(form).getByRole('button', { name: 'Uphold' }));
    expect(within(form).getByRole('alertdialog')).toHaveTextContent(
      SUSPENSION_MESSAGES.confirm.uphold,
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(SUSPENSION_MESSAGES.done.uphold_appeal)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.calls('POST /api/admin/appeals/11/decision')[0]?.body).toEqual({
      decision: 'uphold',
      reason: 'no_new_information',
      details: '',
      version: 1,
    });
  });

  it('offers no decision to the operator who suspended, and shows the 403 when refused', async () => {
    const user = userEvent.setup();
    console$(MODERATOR, {
      'GET /api/admin/appeals': () =>
        json(200, {
          items: [
            { ...APPEAL, suspendedByYou: true },
            { ...APPEAL, id: 12, subject: { kind: 'vendor', id: 9, label: 'Asha Verma' } },
          ],
        }),
      'POST /api/admin/appeals/12/decision': () =>
        json(403, { message: SUSPENSION_MESSAGES.appealSameOperator }),
    });
    renderRoute('/admin/appeals');
    const mine = await screen.findByRole('article', { name: /Appeal 11/ });
    expect(within(mine).getByText(SUSPENSION_MESSAGES.appealSameOperator)).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    const other = screen.getByRole('article', { name: /Appeal 12/ });
    await user.click(within(other).getByRole('button', { name: 'Restore' }));
    const form = within(other).getByRole('form', { name: 'Restore' });
    await user.selectOptions(
      within(form).getByLabelText('Reason'),
      SUSPENSION_REASONS.restore.appeal_upheld,
    );
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SUSPENSION_MESSAGES.appealSameOperator,
    );
  });

  it('says so when no appeal is waiting', async () => {
    console$(MODERATOR, { 'GET /api/admin/appeals': () => json(200, { items: [] }) });
    renderRoute('/admin/appeals');
    expect(await screen.findByText(SUSPENSION_MESSAGES.emptyAppeals)).toBeInTheDocument();
  });
});
