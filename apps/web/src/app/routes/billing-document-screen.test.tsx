import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_NOTE, INVOICE } from '@/test/billing-data';
import { type FakeHandler, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute, renderSentToLogin } from '@/test/render-route';

// A tax document's page (issue 30, decision 0074): every field its PDF prints, the PDF and a
// print button, SPECIMEN when it is one, and a missing or failed document said so.

function documentServer(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/billing/documents/41': () => json(200, INVOICE),
    'GET /api/vendor/billing/documents/42': () => json(200, CREDIT_NOTE),
    ...handlers,
  });
}

const article = () => within(screen.getByRole('article'));
/** The value beside a label of the document's particulars. */
const particular = (label: string) =>
  article().getByText(label, { selector: 'dt' }).nextElementSibling;

describe("a tax document's page", () => {
  it('sends a visitor to the vendor login and back', async () => {
    const { search } = await renderSentToLogin('/billing/documents/41', '/VendorLogin');
    expect(search).toBe('?redirectTo=%2Fbilling%2Fdocuments%2F41');
  });

  it('shows every field of an intra-state invoice, its PDF and a print button', async () => {
    documentServer();
    renderRoute('/billing/documents/41');
    expect(await screen.findByText('Loading the document...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tax Invoice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'MDP/26-27/000007' })).toBeVisible();
    expect(document.title).toBe('MDP/26-27/000007 · Billing · Mandap');
    const doc = article();
    for (const text of [
      'Mandap Marketplace Pvt Ltd',
      '4th Floor, Tonk Road, Jaipur 302015',
      '08AAACM1234B1Z6',
      'Shubh Vivah Banquets',
      '12-B, Jaipur 302004',
      'Not registered',
      'Listing of "Shubh Vivah Banquets" on Mandap: PREMIUM plan',
      '998365',
      'CGST @ 9%',
      'SGST @ 9%',
      'Rupees Six Hundred Ninety-Nine Only',
      'This is a computer-generated document; no signature is required.',
    ]) {
      expect(doc.getByText(text)).toBeInTheDocument();
    }
    expect(doc.getAllByText('State: Rajasthan (08)')).toHaveLength(2);
    expect(particular('Invoice number')).toHaveTextContent('MDP/26-27/000007');
    expect(particular('Date')).toHaveTextContent('27 Nov 2026');
    expect(particular('Place of supply')).toHaveTextContent('Rajasthan (08)');
    expect(particular('Tax payable on reverse charge')).toHaveTextContent('No');
    expect(doc.getAllByText('₹592.38')).toHaveLength(2);
    expect(doc.getAllByText('₹53.31')).toHaveLength(2);
    expect(within(doc.getByRole('row', { name: /^Total/ })).getByText('₹699.00')).toBeVisible();
    expect(doc.queryByText(/IGST/)).not.toBeInTheDocument();
    expect(doc.queryByText('SPECIMEN')).not.toBeInTheDocument();
    expect(doc.queryByText('Against invoice')).not.toBeInTheDocument();

    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', '/api/vendor/billing/documents/41/pdf');
    expect(pdf).toHaveAttribute('download');
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it('titles a credit note, names its invoice, shows IGST and says SPECIMEN', async () => {
    documentServer();
    renderRoute('/billing/documents/42');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Credit Note' }),
    ).toBeInTheDocument();
    const doc = article();
    expect(doc.getByRole('note')).toHaveTextContent(
      "SPECIMEN: Issued with development placeholders for Mandap's details: a specimen, not a valid tax document.",
    );
    expect(particular('Credit note number')).toHaveTextContent('MDPC/26-27/00003');
    expect(particular('Against invoice')).toHaveTextContent('MDP/26-27/000007');
    expect(particular('Date')).toHaveTextContent('1 Dec 2026');
    expect(particular('Place of supply')).toHaveTextContent('Maharashtra (27)');
    expect(doc.getByText('शर्मा टेंट हाउस')).toBeInTheDocument();
    expect(doc.getByText('27ABCDE1234F1Z0')).toBeInTheDocument();
    expect(doc.getByText('IGST @ 18%')).toBeInTheDocument();
    expect(doc.getByText('₹42.65')).toBeInTheDocument();
    expect(doc.queryByText(/CGST/)).not.toBeInTheDocument();
    expect(doc.getByText('Rupees Two Hundred Seventy-Nine and Sixty Paise Only')).toBeVisible();
  });

  it("says a missing or another vendor's document was not found", async () => {
    documentServer({
      'GET /api/vendor/billing/documents/43': () => json(404, { message: 'No such document.' }),
    });
    renderRoute('/billing/documents/43');
    expect(await screen.findByText('This document was not found among yours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  });

  it('says when the document could not be loaded, and tries again', async () => {
    let fail = true;
    documentServer({
      'GET /api/vendor/billing/documents/41': () =>
        fail ? json(503, { message: 'down' }) : json(200, INVOICE),
    });
    renderRoute('/billing/documents/41');
    expect(
      await screen.findByText('We could not load this document. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tax Invoice' }),
    ).toBeInTheDocument();
  });

  it('answers an id that is not one without asking the server', async () => {
    const api = documentServer();
    renderRoute('/billing/documents/abc');
    expect(await screen.findByText('This document was not found among yours.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/api/vendor/billing'))).toHaveLength(0);
  });
});
