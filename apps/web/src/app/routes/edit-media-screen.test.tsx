import type { ListingDetail } from '@mandap/shared/schemas/listings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detail } from '@/features/listings/test/data';
import { checkMediaFiles } from '@/lib/media-guard/check-media';
import { fakeCanvas } from '@/lib/test/fake-canvas';
import { fakeApi, json, networkFailure, VENDOR_SESSION } from '@/test/fake-api';
import { renderRoute } from '@/test/render-route';

type Media = ListingDetail['media'][number];

vi.mock('@/lib/media-guard/check-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/media-guard/check-media')>()),
  checkMediaFiles: vi.fn(),
}));

const IMG = {
  id: 7,
  kind: 'image',
  url: '/media/a.webp',
  thumbUrl: '/media/a-t.webp',
  contentType: 'image/webp',
  width: 10,
  height: 10,
} as const;
const VID = {
  id: 8,
  kind: 'video',
  url: '/media/v.mp4',
  thumbUrl: null,
  contentType: 'video/mp4',
  width: null,
  height: null,
} as const;
const URL_41 = '/editMedia?vendor=VND-7K3M9QX2&data=Beat+Box+DJs&service_id=41';
const MB = 1024 * 1024;

function file(name: string, type: string, size = 1000) {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

beforeEach(() => {
  vi.mocked(checkMediaFiles).mockReset();
  vi.mocked(checkMediaFiles).mockResolvedValue({ ok: true });
});

function server(media: Media[] = [IMG, VID]) {
  let current: Media[] = [...media];
  const api = fakeApi({
    'GET /api/session': () => json(200, VENDOR_SESSION),
    'GET /api/vendor/listings/41': () => json(200, detail({ media: current })),
    'POST /api/vendor/listings/41/media': () => {
      current = [
        ...current,
        { ...IMG, id: 9, url: '/media/new.webp', thumbUrl: '/media/new-t.webp' },
      ];
      return json(201, { added: 1 });
    },
    'DELETE /api/vendor/listings/41/media/7': () => {
      current = current.filter((m) => m.id !== 7);
      return new Response(null, { status: 204 });
    },
    'DELETE /api/vendor/listings/41/media/8': () => json(500, { message: 'disk' }),
  });
  return api;
}

async function open() {
  const user = userEvent.setup({ applyAccept: false });
  renderRoute(URL_41);
  await screen.findByRole('heading', { level: 2, name: 'Your media' });
  return user;
}

describe('edit media', () => {
  it('lists images and videos, and says when there are none', async () => {
    server();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Media' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Gallery item 1' })).toHaveAttribute(
      'src',
      IMG.thumbUrl,
    );
    expect(screen.getByRole('button', { name: 'Delete image 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete video 1' })).toBeVisible();
  });

  it('says when no media exists', async () => {
    server([]);
    await open();
    expect(screen.getByText('No images or videos found for this service.')).toBeVisible();
  });

  it.each([
    [
      'Image',
      /^Image/,
      'a.gif',
      'image/gif',
      1000,
      'Only JPG, JPEG, and PNG image types are allowed.',
    ],
    ['Video', /^Video/, 'a.mov', 'video/quicktime', 1000, 'Only MP4 video files are allowed.'],
    [
      'Video',
      /^Video/,
      'a.mp4',
      'video/mp4',
      10 * 1024 * 1024 + 1,
      'Video size should not exceed 10MB.',
    ],
  ])('refuses a wrong %s file: %s', async (_kind, label, name, type, size, message) => {
    server();
    const user = await open();
    await user.upload(screen.getByLabelText(label, { selector: 'input' }), file(name, type, size));
    expect(await screen.findByText(message)).toBeVisible();
    expect(checkMediaFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('shows the limits and the government-ID notice before anything is picked', async () => {
    server();
    await open();
    const notice =
      'Please do not upload government-issued documents (Aadhaar, PAN, passport, voter ID, driving licence).';
    expect(screen.getByText(notice)).toBeVisible();
    expect(
      screen.getByText('JPG or PNG, up to 2MB. A larger photo is shrunk to fit.'),
    ).toBeVisible();
    expect(screen.getByText('MP4, up to 10MB.')).toBeVisible();
    expect(screen.getByLabelText(/^Image/, { selector: 'input' })).toHaveAccessibleDescription(
      `JPG or PNG, up to 2MB. A larger photo is shrunk to fit. ${notice}`,
    );
    expect(screen.getByLabelText(/^Video/, { selector: 'input' })).toHaveAccessibleDescription(
      `MP4, up to 10MB. ${notice}`,
    );
  });

  it('shrinks a photo over 2MB in the browser, checks it, and uploads the smaller one', async () => {
    const canvas = fakeCanvas({ width: 4000, height: 3000, bytesPerPixel: () => 0.3 });
    const api = server([]);
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('photo.jpg', 'image/jpeg', Math.round(3.9 * MB)),
    );
    expect(await screen.findByText('photo.jpg was 3.9 MB; shrunk to 1.4 MB.')).toBeVisible();
    expect(canvas.decoded).toEqual(['photo.jpg']);
    // The government-ID check reads the smaller file, not the original.
    const checked = vi.mocked(checkMediaFiles).mock.calls[0]?.[0][0];
    expect(checked?.size).toBe(Math.round(2560 * 1920 * 0.3));
    expect(checked?.type).toBe('image/jpeg');
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[2]).toBe('editMedia');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Media uploaded.')).toBeVisible();
    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('images');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('photo.jpg');
    expect((sent as File).size).toBeLessThanOrEqual(2 * MB);
    expect(api.calls('POST /api/vendor/listings/41/media')).toHaveLength(1);
    // The note goes with the upload it described.
    expect(screen.queryByText(/; shrunk to/)).toBeNull();
  });

  it('turns a PNG over 2MB into a JPEG and says so', async () => {
    fakeCanvas({ width: 4000, height: 3000, bytesPerPixel: () => 0.3 });
    server([]);
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('stage.png', 'image/png', Math.round(3.9 * MB)),
    );
    expect(
      await screen.findByText('stage.png was 3.9 MB; shrunk to 1.4 MB (stage.jpg).'),
    ).toBeVisible();
    // The preview's object URL is made in an effect after the note: it comes a render later.
    expect(await screen.findByRole('img', { name: 'Preview of stage.jpg' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('still refuses a shrunk photo the ID check blocks', async () => {
    fakeCanvas({ width: 4000, height: 3000, bytesPerPixel: () => 0.3 });
    server();
    vi.mocked(checkMediaFiles).mockResolvedValueOnce({
      ok: false,
      message: 'Upload blocked: Government-issued documents are not allowed.',
    });
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('card.jpg', 'image/jpeg', 3 * MB),
    );
    expect(
      await screen.findByText('Upload blocked: Government-issued documents are not allowed.'),
    ).toBeVisible();
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[0][0]?.size).toBeLessThanOrEqual(2 * MB);
    expect(screen.queryByText(/; shrunk to/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a photo over 2MB the browser cannot read, naming the limit', async () => {
    fakeCanvas({ width: 1, height: 1, bytesPerPixel: () => 1, unreadable: ['broken.jpg'] });
    server();
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('broken.jpg', 'image/jpeg', 3 * MB),
    );
    expect(
      await screen.findByText(
        'Image size should not exceed 2MB. broken.jpg could not be read to make it smaller.',
      ),
    ).toBeVisible();
    expect(checkMediaFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a file the ID check blocks, with the Edit Media form', async () => {
    server();
    vi.mocked(checkMediaFiles).mockResolvedValueOnce({
      ok: false,
      message: 'Upload blocked: Government-issued documents are not allowed.',
    });
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('id.png', 'image/png'),
    );
    expect(
      await screen.findByText('Upload blocked: Government-issued documents are not allowed.'),
    ).toBeVisible();
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[1]).toBe('image');
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[2]).toBe('editMedia');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('names the file being checked, and which of how many', async () => {
    server();
    let answer: (result: { ok: true }) => void = () => {};
    vi.mocked(checkMediaFiles).mockImplementationOnce((files, _kind, _form, options) => {
      options?.onProgress?.({ index: 0, total: files.length, name: 'stage.png' });
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('stage.png', 'image/png'),
    );
    expect(await screen.findByText('Checking stage.png (1 of 1)...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await act(async () => {
      answer({ ok: true });
    });
    expect(screen.queryByText(/^Checking /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it.each([
    ['Image', /^Image/, 'a.png', 'image/png', 'Could not verify image content.'],
    ['Video', /^Video/, 'a.mp4', 'video/mp4', 'Could not verify video thumbnail content.'],
  ])(
    'says when the check of a %s fails, in the words of spec 5',
    async (_kind, label, name, type, message) => {
      server();
      vi.mocked(checkMediaFiles).mockRejectedValueOnce(new Error('worker crashed'));
      const user = await open();
      await user.upload(screen.getByLabelText(label, { selector: 'input' }), file(name, type));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    },
  );

  it('uploads and refreshes the list without reloading the page', async () => {
    const api = server([]);
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Media uploaded.')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Gallery item 1' })).toHaveAttribute(
      'src',
      '/media/new-t.webp',
    );
    expect(api.calls('POST /api/vendor/listings/41/media')).toHaveLength(1);
    expect(api.calls('GET /api/vendor/listings/41')).toHaveLength(2);
  });

  it('says when the listing has all the images it may have, and how to add another', async () => {
    server(Array.from({ length: 10 }, (_, i) => ({ ...IMG, id: 100 + i })));
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    expect(
      await screen.findByText(
        'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it("shows the server's refusal of an upload past the listing's caps", async () => {
    const api = server([]);
    const message =
      'A listing can have at most 10 images. This one has 10, so you can add no more until you delete one.';
    api.on('POST /api/vendor/listings/41/media', () =>
      json(400, { message, fieldErrors: { images: message } }),
    );
    const user = await open();
    await user.upload(
      screen.getByLabelText(/^Image/, { selector: 'input' }),
      file('a.png', 'image/png'),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('asks before deleting: Keep (or Escape) sends nothing and gives the focus back', async () => {
    const api = server();
    const user = await open();
    const deleteImage = screen.getByRole('button', { name: 'Delete image 1' });
    await user.click(deleteImage);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete image 1?' });
    expect(dialog).toHaveAccessibleDescription(
      'It will be removed from your storefront. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteImage).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete video 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete video 1?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Gallery item 1' })).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('deletes an image once confirmed and removes it from the list', async () => {
    const api = server();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(api.calls('DELETE /api/vendor/listings/41/media/7')).toHaveLength(0);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete image 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete video 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete image 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your media' })).toHaveFocus();
    expect(api.calls('DELETE /api/vendor/listings/41/media/7')).toHaveLength(1);
  });

  it('says when a delete fails', async () => {
    const api = server();
    const user = await open();
    async function confirmDelete(name: string) {
      await user.click(screen.getByRole('button', { name }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
    }
    await confirmDelete('Delete video 1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete video.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    api.on('DELETE /api/vendor/listings/41/media/7', () => networkFailure());
    await confirmDelete('Delete image 1');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
    api.on('DELETE /api/vendor/listings/41/media/7', () => json(404, {}));
    await confirmDelete('Delete image 1');
    expect(await screen.findByText('Failed to delete image.')).toBeVisible();
  });

  it('shows nothing of a listing that is not yours', async () => {
    fakeApi({
      'GET /api/session': () => json(200, VENDOR_SESSION),
      'GET /api/vendor/listings/41': () => json(404, { message: 'Not found' }),
    });
    renderRoute(URL_41);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Service not found/);
  });
});
