import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, summary } from '@/features/listings/test/data';
import { checkMediaFiles } from '@/lib/media-guard/check-media';
import { type FakeHandler, fakeApi, json, networkFailure, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

vi.mock('@/lib/media-guard/check-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/media-guard/check-media')>()),
  checkMediaFiles: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(checkMediaFiles).mockReset();
  vi.mocked(checkMediaFiles).mockResolvedValue({ ok: true });
});

function server(put?: FakeHandler) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings/41': () => json(200, detail({ highlights: ['24/7 Support'] })),
    'PUT /api/vendor/listings/41':
      put ?? (({ body }) => json(200, { ...detail(), ...(body as object) })),
    'POST /api/vendor/listings/41/media': () => json(201, { added: 2 }),
    'GET /api/vendor/listings': () => json(200, { listings: [summary()] }),
  });
}

async function open() {
  const user = userEvent.setup();
  renderRoute('/EditServices?service_id=41');
  await screen.findByRole('button', { name: 'Submit' });
  return user;
}

describe('submit your service', () => {
  it('shows the details, the four highlights and a link to the dashboard', async () => {
    server();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Your Service' })).toBeVisible();
    // The spec's heading stays; the line under it says which listing is being edited.
    expect(screen.getByText(/^Editing/)).toHaveTextContent(
      'Editing Beat Box DJs: its details and highlights, and more photos and videos.',
    );
    expect(screen.getByLabelText('Service category')).toHaveValue('DJ');
    expect(screen.getByLabelText('Vendor ID')).toHaveValue('VND-7K3M9QX2');
    for (const name of ['Fast Service', '24/7 Support', 'Affordable Price', 'Premium Quality']) {
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: '24/7 Support' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('saves the details and highlights, adds media under registration rules, and returns to the list', async () => {
    const api = server();
    const user = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Fast Service' }));
    await user.upload(screen.getByLabelText('Images', { selector: 'input' }), [
      new File(['a'], 'a.webp', { type: 'image/webp' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
    const sent = api.calls('PUT /api/vendor/listings/41')[0]?.body as { highlights: string[] };
    expect([...sent.highlights].sort()).toEqual(['24/7 Support', 'Fast Service']);
    expect(api.calls('POST /api/vendor/listings/41/media')[0]?.path).toBe(
      '/api/vendor/listings/41/media?rules=registration',
    );
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[2]).toBe('registration');
  });

  it.each([
    [
      'the server refuses',
      () => json(400, { message: 'Email is invalid', fieldErrors: {} }),
      'Email is invalid',
    ],
    ['the request fails', () => networkFailure(), 'An error occurred while submitting the form.'],
  ])('stays and says so when %s', async (_, put, message) => {
    server(put);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says no data for a listing that is not yours', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(404, { message: 'Not found' }),
    });
    renderRoute('/EditServices?service_id=41');
    expect(await screen.findByRole('alert')).toHaveTextContent('No data available.');
  });
});
