import type { BillingDetails } from '@mandap/shared/schemas/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE, INVOICE } from '@/test/billing-data';
import { deferredReply, type FakeHandler, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

// The Billing screen (issue 30, decision 0074): billing details, plan invoices, credit notes,
// commission and the CSV, with their loading, empty and error states.

const DETAILS: BillingDetails = {
  legalName: 'Shubh Vivah Banquets LLP',
  address: '12-B, Near Albert Hall, Jaipur 302004',
  stateCode: '08',
  gstin: null,
  updatedAt: '2026-11-20T06:30:00.000Z',
};

function billingServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/billing/details': () => json(200, { details: null }),
    'GET /api/vendor/billing/documents': () => json(200, { documents: [INVOICE] }),
    'GET /api/vendor/billing/statements': () => json(200, { statements: [] }),
    ...handlers,
  });
}

async function openBilling() {
  const user = userEvent.setup();
  const view = renderRoute('/billing');
  await screen.findByRole('heading', { level: 1, name: 'Billing' });
  return { ...view, user };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const detailsForm = () => region('Billing details');

async function fillDetails(user: ReturnType<typeof userEvent.setup>, gstin = '') {
  const form = detailsForm();
  await user.type(await form.findByLabelText('Legal name'), 'शर्मा टेंट हाउस');
  await user.type(form.getByLabelText('Billing address'), '7 Linking Road, Mumbai 400050');
  await user.selectOptions(form.getByLabelText('State'), 'Maharashtra');
  if (gstin) await user.type(form.getByLabelText('GSTIN (optional)'), gstin);
}

describe('the Billing screen', () => {
  it('sends a visitor to the vendor login and back', async () => {
    const { search } = await renderSentToLogin('/billing', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fbilling');
  });

  it('loads, then lists the plan invoices and credit notes with their links', async () => {
    const documents = deferredReply();
    billingServer({ 'GET /api/vendor/billing/documents': documents.handler });
    await openBilling();
    expect(document.title).toBe('Billing · Mandap');
    expect(region('Plan invoices').getByRole('status')).toHaveTextContent('Loading...');
    documents.resolve(json(200, { documents: [CREDIT_NOTE, INVOICE] }));

    const invoices = region('Plan invoices');
    expect(await invoices.findByText('MDP/26-27/000007')).toBeInTheDocument();
    expect(invoices.getByText('27 Nov 2026')).toBeInTheDocument();
    expect(invoices.getByText('₹699.00')).toBeInTheDocument();
    expect(invoices.getByRole('link', { name: 'View MDP/26-27/000007' })).toHaveAttribute(
      'href',
      '/billing/documents/41',
    );
    const pdf = invoices.getByRole('link', { name: 'Download PDF of MDP/26-27/000007' });
    expect(pdf).toHaveAttribute('href', '/api/vendor/billing/documents/41/pdf');
    expect(pdf).toHaveAttribute('download');
    expect(invoices.queryByText('MDPC/26-27/00003')).not.toBeInTheDocument();
    const notes = region('Credit notes');
    expect(notes.getByText('MDPC/26-27/00003')).toBeInTheDocument();
    expect(notes.getByText('₹279.60')).toBeInTheDocument();
    expect(notes.getByRole('link', { name: 'View MDPC/26-27/00003' })).toHaveAttribute(
      'href',
      '/billing/documents/42',
    );

    // Commission: what is due (decision 0076) and the monthly statements (0075).
    expect(
      await region('Commission due').findByText('No commission invoices yet.'),
    ).toBeInTheDocument();
    expect(
      await region('Commission statements').findByText(/^No statements yet\./),
    ).toBeInTheDocument();
    expect(
      region('For your accountant').getByRole('link', { name: 'Download CSV' }),
    ).toHaveAttribute('href', '/api/vendor/billing/export.csv');
    expect(screen.getByRole('link', { name: 'Vendor Portal' })).toHaveAttribute(
      'href',
      '/VendorProfile',
    );
  });

  it('says so when there are no documents yet', async () => {
    billingServer({ 'GET /api/vendor/billing/documents': () => json(200, { documents: [] }) });
    await openBilling();
    expect(
      await region('Plan invoices').findByText(
        'No plan invoices yet. Each plan you pay for gets one.',
      ),
    ).toBeInTheDocument();
    expect(
      region('Credit notes').getByText('No credit notes yet. Each refund gets one.'),
    ).toBeVisible();
  });

  it('says when the documents could not be loaded, and tries again', async () => {
    let fail = true;
    billingServer({
      'GET /api/vendor/billing/documents': () =>
        fail ? json(500, { message: 'boom' }) : json(200, { documents: [INVOICE] }),
    });
    const { user } = await openBilling();
    const invoices = region('Plan invoices');
    expect(
      await invoices.findByText('We could not load your documents. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(invoices.getByRole('button', { name: 'Try again' }));
    expect(await invoices.findByText('MDP/26-27/000007')).toBeInTheDocument();
  });

  it('checks the details before sending them, at each field', async () => {
    const api = billingServer();
    const { user } = await openBilling();
    const form = detailsForm();
    expect(
      await form.findByText(
        'No billing details yet: invoices are made out to your name and your listing’s address.',
      ),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save billing details' }));
    expect(await form.findByText('Legal name is required')).toBeInTheDocument();
    expect(form.getByLabelText('Legal name')).toHaveFocus();
    expect(form.getByLabelText('Legal name')).toHaveAccessibleDescription(
      expect.stringContaining('Legal name is required'),
    );
    expect(form.getByText('Billing address is required')).toBeInTheDocument();
    expect(form.getByLabelText('State')).toHaveAccessibleDescription(
      'Please choose the state of the billing address',
    );
    expect(api.calls('PUT /api/vendor/billing/details')).toHaveLength(0);
  });

  it("checks a GSTIN's check character before sending it", async () => {
    const api = billingServer();
    const { user } = await openBilling();
    await fillDetails(user, '27ABCDE1234F1Z9');
    await user.click(detailsForm().getByRole('button', { name: 'Save billing details' }));
    const gstin = detailsForm().getByLabelText('GSTIN (optional)');
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(expect.stringContaining('typing mistake')),
    );
    expect(api.calls('PUT /api/vendor/billing/details')).toHaveLength(0);
  });

  it("shows the server's message about a GSTIN at its field", async () => {
    const refusal =
      'This GSTIN has a typing mistake: its last character does not match the rest. Please copy it from your GST registration certificate.';
    const api = billingServer({
      'PUT /api/vendor/billing/details': () =>
        json(400, { message: 'Please check the form.', fieldErrors: { gstin: refusal } }),
    });
    const { user } = await openBilling();
    // A GSTIN this browser accepts (its check character is right) that the server refuses.
    await fillDetails(user, '27abcde1234f1z0');
    await user.click(detailsForm().getByRole('button', { name: 'Save billing details' }));
    const gstin = detailsForm().getByLabelText('GSTIN (optional)');
    await waitFor(() =>
      expect(gstin).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveFocus();
    expect(api.calls('PUT /api/vendor/billing/details')[0]?.body).toEqual({
      legalName: 'शर्मा टेंट हाउस',
      address: '7 Linking Road, Mumbai 400050',
      stateCode: '27',
      gstin: '27ABCDE1234F1Z0',
    });
  });

  it('saves the details and shows what is saved', async () => {
    const api = billingServer({
      'PUT /api/vendor/billing/details': ({ body }) =>
        json(200, { ...(body as object), updatedAt: '2026-11-27T09:30:00.000Z' }),
    });
    const { user } = await openBilling();
    await fillDetails(user);
    await user.click(detailsForm().getByRole('button', { name: 'Save billing details' }));
    expect(await detailsForm().findByRole('status')).toHaveTextContent(
      'Your billing details are saved.',
    );
    expect(detailsForm().getByText(/^Saved 27 Nov 2026, 3:00 pm\./)).toBeInTheDocument();
    expect(detailsForm().getByLabelText('Legal name')).toHaveValue('शर्मा टेंट हाउस');
    expect(api.calls('PUT /api/vendor/billing/details')[0]?.body).toMatchObject({ gstin: null });
  });

  it('fills the form with the saved details', async () => {
    billingServer({ 'GET /api/vendor/billing/details': () => json(200, { details: DETAILS }) });
    await openBilling();
    const form = detailsForm();
    expect(await form.findByLabelText('Legal name')).toHaveValue('Shubh Vivah Banquets LLP');
    expect(form.getByLabelText('Billing address')).toHaveValue(
      '12-B, Near Albert Hall, Jaipur 302004',
    );
    expect(form.getByLabelText('State')).toHaveDisplayValue('Rajasthan');
    expect(form.getByLabelText('GSTIN (optional)')).toHaveValue('');
    expect(form.getByText(/^Saved 20 Nov 2026, 12:00 pm\./)).toBeInTheDocument();
  });

  it('says when the details could not be loaded', async () => {
    billingServer({ 'GET /api/vendor/billing/details': () => json(500, { message: 'boom' }) });
    await openBilling();
    expect(
      await detailsForm().findByText('We could not load your billing details. Please try again.'),
    ).toBeInTheDocument();
    expect(detailsForm().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
