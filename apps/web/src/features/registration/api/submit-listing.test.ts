import { LIMITS } from '@mandap/shared/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeXhr } from '@/features/registration/test/fake-xhr';
import { ApiError, NetworkError } from '@/lib/api-client';
import { SubmitTimeoutError, submitListing } from './submit-listing';

const CREATED = {
  listingId: 42,
  vendorUniqueId: 'VND-7K3M9QX2',
  status: 'pending_payment',
  amountPaise: 69_900,
};

function body() {
  const form = new FormData();
  form.append('firmName', 'Shubh Band');
  form.append('features', 'Wedding Band');
  form.append('features', 'Folk Music');
  form.append('images', new File(['png'], 'stage.png', { type: 'image/png' }));
  return form;
}

describe('submitListing', () => {
  let xhrs: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    xhrs = installFakeXhr();
  });

  it('sends one multipart POST to the category with the 60-second timeout', async () => {
    const form = body();
    const pending = submitListing({ category: 'tours-travel', body: form });
    const xhr = xhrs.latest();
    expect(xhrs.count).toBe(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/vendor/listings/tours-travel');
    expect(xhr.timeout).toBe(LIMITS.submitTimeoutMs);
    expect(xhr.body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect(xhr.headers['Content-Type']).toBeUndefined();
    xhr.respond(201, CREATED);
    await expect(pending).resolves.toEqual(CREATED);
  });

  it('maps bytes sent onto 0-90, stays at 90 while the server works, and ends at 100', async () => {
    const seen: number[] = [];
    const pending = submitListing({
      category: 'band',
      body: body(),
      onProgress: (percent) => seen.push(percent),
    });
    const xhr = xhrs.latest();
    xhr.progress(0, 1000);
    xhr.progress(250, 1000);
    xhr.progress(500, 1000);
    xhr.progress(1000, 1000);
    xhr.finishUpload();
    // A late event never moves the bar backwards.
    xhr.progress(900, 1000);
    expect(seen).toEqual([0, 22, 45, 90]);
    xhr.respond(201, CREATED);
    await pending;
    expect(seen).toEqual([0, 22, 45, 90, 100]);
  });

  it('ignores progress events whose total is unknown', async () => {
    const seen: number[] = [];
    const pending = submitListing({
      category: 'band',
      body: body(),
      onProgress: (p) => seen.push(p),
    });
    const xhr = xhrs.latest();
    xhr.progress(10, 0);
    xhr.respond(201, CREATED);
    await pending;
    expect(seen).toEqual([0, 100]);
  });

  it('rejects with the server message and field errors of a 400', async () => {
    const pending = submitListing({ category: 'hotel', body: body() });
    xhrs.latest().respond(400, {
      message: 'Please correct the errors in the form',
      fieldErrors: {
        pincode: 'Please enter a valid 6-digit pincode',
        images: 'Each image must be less than 5MB',
      },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the errors in the form',
      hasServerMessage: true,
      fieldErrors: {
        pincode: 'Please enter a valid 6-digit pincode',
        images: 'Each image must be less than 5MB',
      },
    });
  });

  it('marks a reply without a message of its own', async () => {
    const pending = submitListing({ category: 'dj', body: body() });
    xhrs.latest().respond(502, '<html>Bad gateway</html>');
    await expect(pending).rejects.toMatchObject({ status: 502, hasServerMessage: false });
  });

  it('treats a success reply of the wrong shape as an error without a server message', async () => {
    const pending = submitListing({ category: 'dj', body: body() });
    xhrs.latest().respond(201, { ok: true });
    await expect(pending).rejects.toMatchObject({ status: 201, hasServerMessage: false });
  });

  it('rejects with NetworkError when the connection fails', async () => {
    const pending = submitListing({ category: 'dj', body: body() });
    xhrs.latest().fail();
    await expect(pending).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects with SubmitTimeoutError, a NetworkError, on timeout', async () => {
    const pending = submitListing({ category: 'dj', body: body(), timeoutMs: 5 });
    expect(xhrs.latest().timeout).toBe(5);
    xhrs.latest().timeOut();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubmitTimeoutError);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = submitListing({ category: 'dj', body: body(), signal: controller.signal });
    controller.abort();
    expect(xhrs.latest().aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      submitListing({ category: 'dj', body: body(), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs.count).toBe(0);
  });
});
