import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { detail } from '@/features/listings/test/data';
import { deferredReply, type FakeHandler, fakeApi, json, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

const URL_41 = '/edit-hotel?vendor=VND-7K3M9QX2&data=Beat+Box+DJs&service_id=41';

function server(put?: FakeHandler) {
  return fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings/41': () => json(200, detail({ features: ['Club DJ'] })),
    'GET /api/vendor/listings': () => json(200, { listings: [] }),
    'PUT /api/vendor/listings/41':
      put ?? (({ body }) => json(200, { ...detail(), ...(body as object) })),
  });
}

async function open() {
  const user = userEvent.setup();
  renderRoute(URL_41);
  await screen.findByRole('button', { name: 'Submit' });
  return user;
}

describe('edit service', () => {
  it("says 'Loading...' first, then shows the details with the category read-only", async () => {
    const reply = deferredReply();
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': reply.handler,
    });
    renderRoute(URL_41);
    expect(await screen.findByText('Loading...')).toBeVisible();
    reply.resolve(json(200, detail({ features: ['Club DJ'] })));
    expect(await screen.findByLabelText('Firm name')).toHaveValue('Beat Box DJs');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
    expect(screen.getByLabelText('Service category')).toHaveValue('DJ');
    expect(screen.getByLabelText('Service category')).toHaveAttribute('readonly');
    expect(screen.getByPlaceholderText('Tell us about your services')).toHaveValue(
      'Sound and lights for sangeet nights.',
    );
    expect(screen.getByRole('checkbox', { name: 'Club DJ' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wedding DJ' })).not.toBeChecked();
  });

  it('checks the fields with the registration rules', async () => {
    const api = server();
    const user = await open();
    await user.clear(screen.getByLabelText('Firm name'));
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Firm name is required')).toBeVisible();
    expect(api.calls('PUT /api/vendor/listings/41')).toHaveLength(0);
  });

  it("sends the details, reads 'Updating...' meanwhile, then says it worked", async () => {
    const reply = deferredReply();
    const api = server(reply.handler);
    const user = await open();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Nashik');
    await user.click(screen.getByRole('checkbox', { name: 'Wedding DJ' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    reply.resolve(json(200, detail({ city: 'Nashik' })));
    expect(await screen.findByText('Service updated successfully!')).toBeVisible();
    const sent = api.calls('PUT /api/vendor/listings/41')[0]?.body as Record<string, unknown>;
    expect(sent.city).toBe('Nashik');
    expect([...(sent.features as string[])].sort()).toEqual(['Club DJ', 'Wedding DJ']);
  });

  it("shows the server's message as 'Error: ...'", async () => {
    server(() => json(400, { message: 'Please check the form', fieldErrors: {} }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Please check the form');
  });

  it("says 'Update failed.' without a server message", async () => {
    server(() => new Response('<html>', { status: 502 }));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Update failed.');
  });

  it('leaves at once when nothing was changed', async () => {
    server();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Nothing changed: Back leaves at once.
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
  });

  it('keeps asking after a failed save, and lets the vendor stay or leave', async () => {
    server(() => new Response('<html>', { status: 502 }));
    const user = await open();
    await user.type(screen.getByLabelText('City'), ' East');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Update failed.');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this form?' });
    expect(dialog).toHaveTextContent('Your changes are not saved yet and will be lost.');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('City')).toHaveValue('Pune East');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
  });

  it('lets the vendor leave without asking once the changes are saved', async () => {
    server();
    const user = await open();
    await user.type(screen.getByLabelText('City'), ' East');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Service updated successfully!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Details' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    [404, 'Error: No service details found'],
    [500, 'Error: Failed to fetch service details'],
  ])('on a %s for the listing says %s', async (status, message) => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(status, { message: 'x' }),
    });
    renderRoute(URL_41);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
