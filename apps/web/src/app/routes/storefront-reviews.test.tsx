import type { SessionReply } from '@mandap/shared/schemas/accounts';
import type { Storefront } from '@mandap/shared/schemas/marketplace';
import type { Review } from '@mandap/shared/schemas/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkMediaFiles } from '@/lib/media-guard/check-media';
import {
  type FakeHandler,
  fakeApi,
  json,
  SIGNED_OUT_REPLY,
  USER_SESSION,
  VENDOR_SESSION,
} from '@/test/fake-api';
import {
  eligibility,
  NO_ENQUIRY_REASON,
  ratingSummary,
  review,
  storefront,
} from '@/test/marketplace-data';
import { renderMarketplace } from './test/render-marketplace';

vi.mock('@/lib/media-guard/check-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/media-guard/check-media')>()),
  checkMediaFiles: vi.fn(),
}));

const PATH = '/Vendors/42/shaadi-clicks-studio';
const CONTACT = { phone: '9876543210', email: 'hello@shaadiclicks.in' };
const PHOTO = {
  id: 71,
  url: '/media/r-71.webp',
  thumbUrl: '/media/r-71-t.webp',
  width: 1200,
  height: 900,
};

beforeEach(() => {
  vi.mocked(checkMediaFiles).mockReset();
  vi.mocked(checkMediaFiles).mockResolvedValue({ ok: true });
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:test/preview');
  URL.revokeObjectURL = vi.fn();
});

/** Three reviews, newest first, as the storefront carries them, of 12 in all. */
const THREE = [
  review({
    id: 903,
    rating: 5,
    title: 'Beautiful photos, always on time',
    photos: [PHOTO],
    vendorReply: { body: 'Thank you, Rohan! It was a joy.', repliedAt: '2025-12-05T10:00:00.000Z' },
  }),
  review({
    id: 902,
    rating: 4,
    title: 'Lovely candid shots',
    authorName: 'Priya S.',
    eventMonth: '2025-10',
  }),
  review({
    id: 901,
    rating: 3,
    title: 'Good, but the album was late',
    authorName: 'Aman K.',
    eventMonth: '2025-09',
  }),
];

function reviewed(overrides: Partial<Storefront> = {}) {
  return storefront({ rating: ratingSummary([8, 3, 1, 0, 0]), reviews: THREE, ...overrides });
}

function api(
  session: SessionReply,
  handlers: Record<string, FakeHandler> = {},
  listing = reviewed(),
) {
  return fakeApi({
    'GET /api/session': () => json(200, session),
    'GET /api/listings/42': () => json(200, listing),
    'GET /api/user/listings/42/review': () => json(200, eligibility()),
    ...handlers,
  });
}

const reviewsRegion = async () => within(await screen.findByRole('region', { name: 'Reviews' }));
const reviewList = () =>
  within(screen.getByRole('list', { name: 'Reviews of Shaadi Clicks Studio' }));
const shownTitles = () =>
  reviewList()
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A page of reviews as GET /api/listings/42/reviews answers. */
function page(reviews: Review[], pageNumber: number, total = 12) {
  return {
    summary: ratingSummary([8, 3, 1, 0, 0]),
    reviews,
    total,
    page: pageNumber,
    pageSize: 10,
  };
}
const many = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    review({ id: from + i, title: `Review number ${from + i}` }),
  );

/** The multipart body of the latest request to `method path`. */
function sentFields(method: string, path: string): [string, string][] {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url) === path && init?.method === method)
    .at(-1);
  const body = call?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`no multipart ${method} ${path}`);
  return [...body.entries()].map(([name, value]) => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
}

describe('storefront reviews', () => {
  it('shows the average, the count, the distribution by stars and the newest reviews', async () => {
    api(SIGNED_OUT_REPLY);
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();

    expect(region.getByText('4.6')).toBeVisible();
    expect(region.getByText('out of 5')).toBeVisible();
    expect(region.getByRole('img', { name: '4.6 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(region.getByText('12 reviews')).toBeVisible();
    const bars = within(region.getByRole('list', { name: 'Reviews by stars' }));
    expect(bars.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 stars8 reviews',
      '4 stars3 reviews',
      '3 stars1 review',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);

    expect(shownTitles()).toEqual([
      'Beautiful photos, always on time',
      'Lovely candid shots',
      'Good, but the album was late',
    ]);
    const first = within(reviewList().getAllByRole('article')[0] as HTMLElement);
    expect(first.getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
    expect(first.getByText('Rohan M.')).toBeVisible();
    expect(first.getByText('Verified enquiry · November 2025')).toBeVisible();
    expect(first.getByText(/captured every ritual/)).toBeVisible();
    expect(first.getByText('Reply from Shaadi Clicks Studio')).toBeVisible();
    expect(first.getByText('Thank you, Rohan! It was a joy.')).toBeVisible();
    expect(
      within(reviewList().getAllByRole('article')[1] as HTMLElement).getByText(
        'Verified enquiry · October 2025',
      ),
    ).toBeVisible();

    // A thumbnail opens the large photo.
    await user.click(
      first.getByRole('button', { name: "Open photo 1 of 1 from Rohan M.'s review" }),
    );
    const dialog = within(screen.getByRole('dialog', { name: "Photos of Rohan M.'s review" }));
    expect(dialog.getByRole('img')).toHaveAttribute('src', '/media/r-71.webp');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // A visitor is told who can review, and nobody signed in can report.
    expect(region.getByText(/Only couples who sent Shaadi Clicks Studio an enquiry/)).toBeVisible();
    expect(region.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/UserLogin?redirectTo=${encodeURIComponent(`${PATH}#reviews`)}`,
    );
    expect(region.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('says so when there are no reviews yet', async () => {
    api(SIGNED_OUT_REPLY, {}, storefront());
    renderMarketplace(PATH);
    const region = await reviewsRegion();
    expect(region.getByText('No reviews yet.')).toBeVisible();
    expect(region.queryByRole('list')).toBeNull();
    expect(region.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(region.queryByRole('combobox', { name: 'Sort reviews' })).toBeNull();
  });

  it('loads more reviews a page at a time, and the highest rated first when chosen', async () => {
    const fake = api(SIGNED_OUT_REPLY, {
      'GET /api/listings/42/reviews': ({ path }) => {
        const query = new URLSearchParams(path.split('?')[1]);
        const number = Number(query.get('page'));
        if (query.get('sort') === 'highest') return json(200, page(many(500, 10), number));
        return json(200, page(number === 1 ? [...THREE, ...many(800, 7)] : many(700, 2), number));
      },
    });
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    expect(shownTitles()).toHaveLength(3);

    await user.click(region.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(10));
    await user.click(region.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(12));
    expect(shownTitles().slice(0, 4)).toEqual([
      'Beautiful photos, always on time',
      'Lovely candid shots',
      'Good, but the album was late',
      'Review number 800',
    ]);
    expect(region.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(fake.calls('GET /api/listings/42/reviews').map((r) => r.path)).toEqual([
      '/api/listings/42/reviews?sort=newest&page=1',
      '/api/listings/42/reviews?sort=newest&page=2',
    ]);

    await user.selectOptions(
      region.getByRole('combobox', { name: 'Sort reviews' }),
      'Highest rated',
    );
    await waitFor(() => expect(shownTitles()[0]).toBe('Review number 500'));
    expect(shownTitles()).toHaveLength(10);
    expect(fake.calls('GET /api/listings/42/reviews').at(-1)?.path).toBe(
      '/api/listings/42/reviews?sort=highest&page=1',
    );
  });

  it('lets a signed-in person report a review with a reason', async () => {
    const fake = api(USER_SESSION, {
      'POST /api/reviews/902/report': () => new Response(null, { status: 204 }),
    });
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    await user.click(await region.findByRole('button', { name: "Report Priya S.'s review" }));

    await user.click(region.getByRole('button', { name: 'Send report' }));
    expect(region.getByText('Tell us what is wrong with this review.')).toBeVisible();
    expect(fake.calls('POST /api/reviews/902/report')).toHaveLength(0);

    await user.type(
      region.getByRole('textbox', { name: 'Why are you reporting this review?' }),
      'This is about another photographer.',
    );
    await user.click(region.getByRole('button', { name: 'Send report' }));
    expect(await region.findByText('Reported. Thank you: our team will look at it.')).toBeVisible();
    expect(fake.calls('POST /api/reviews/902/report')[0]?.body).toEqual({
      reason: 'This is about another photographer.',
    });
    expect(region.queryByRole('button', { name: "Report Priya S.'s review" })).toBeNull();
  });

  it("shows the server's reason when the user may not review", async () => {
    api(USER_SESSION, {
      'GET /api/user/listings/42/review': () =>
        json(200, eligibility({ reason: 'You can review after your event date, 14 March 2026.' })),
    });
    renderMarketplace(PATH);
    const region = await reviewsRegion();
    expect(
      await region.findByText('You can review after your event date, 14 March 2026.'),
    ).toBeVisible();
    expect(region.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(region.queryByText(NO_ENQUIRY_REASON)).toBeNull();
  });
});

describe('writing a review', () => {
  const written = review({
    id: 950,
    rating: 4,
    title: 'Wonderful team',
    body: 'They were patient with our families and the photos came out beautifully.',
    authorName: 'Rohan M.',
    eventMonth: '2026-01',
    createdAt: '2026-02-01T10:00:00.000Z',
  });

  it('checks the fields with the shared messages, then sends the review with its photos', async () => {
    let listing = reviewed();
    const fake = api(USER_SESSION, {
      'GET /api/listings/42': () => json(200, listing),
      'GET /api/user/listings/42/review': () =>
        json(200, eligibility({ canReview: true, reason: null })),
      'POST /api/user/listings/42/review': () => {
        listing = reviewed({ rating: ratingSummary([8, 4, 1, 0, 0]) });
        return json(201, written);
      },
    });
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    await user.click(await region.findByRole('button', { name: 'Write a review' }));
    expect(
      region.getByRole('heading', { name: 'Write a review of Shaadi Clicks Studio' }),
    ).toBeVisible();

    // The form's code loads when it is opened.
    await user.click(await region.findByRole('button', { name: 'Send review' }));
    expect(await region.findByText('Choose from 1 to 5 stars.')).toBeVisible();
    expect(region.getByText('Give your review a title.')).toBeVisible();
    expect(region.getByText('Write your review.')).toBeVisible();

    const text = region.getByRole('textbox', { name: 'Your review' });
    await user.type(text, 'Too short.');
    expect(region.getByText('10 of 2,000 characters (at least 30).')).toBeVisible();
    await user.click(region.getByRole('button', { name: 'Send review' }));
    expect(
      await region.findByText('Write at least 30 characters about your experience.'),
    ).toBeVisible();
    expect(fake.calls('POST /api/user/listings/42/review')).toHaveLength(0);

    // Stars are a radio group: arrow keys move between them.
    await user.click(region.getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(region.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(region.getByRole('textbox', { name: 'Title' }), 'Wonderful team');
    await user.clear(text);
    await user.type(
      text,
      'They were patient with our families and the photos came out beautifully.',
    );

    const photos = region.getByLabelText('Photos (optional)', { selector: 'input' });
    await user.upload(photos, [
      new File(['a'], 'mandap.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'stage.png', { type: 'image/png' }),
    ]);
    const added = within(await region.findByRole('list', { name: 'Photos to add' }));
    expect(vi.mocked(checkMediaFiles).mock.calls[0]?.[1]).toBe('image');
    await user.click(added.getByRole('button', { name: 'Remove stage.png' }));
    expect(added.getAllByRole('listitem')).toHaveLength(1);

    await user.click(region.getByRole('button', { name: 'Send review' }));
    expect(await region.findByText('Thank you: your review is published.')).toBeVisible();
    expect(sentFields('POST', '/api/user/listings/42/review')).toEqual([
      ['rating', '4'],
      ['title', 'Wonderful team'],
      ['body', 'They were patient with our families and the photos came out beautifully.'],
      ['photos', 'mandap.jpg'],
    ]);
    // At the top of the list, and the summary comes again with the storefront.
    expect(shownTitles()[0]).toBe('Wonderful team');
    await waitFor(() => expect(region.getByText('13 reviews')).toBeVisible());
    // One's own review has no 'Report'; the others keep theirs.
    const mineShown = within(reviewList().getAllByRole('article')[0] as HTMLElement);
    expect(mineShown.queryByRole('button', { name: /^Report/ })).toBeNull();
    expect(region.getByRole('button', { name: "Report Priya S.'s review" })).toBeVisible();
  });

  it('refuses a photo the ID check blocks, and shows a refusal from the server', async () => {
    vi.mocked(checkMediaFiles).mockResolvedValueOnce({
      ok: false,
      message: 'Upload blocked: Government-issued documents are not allowed.',
    });
    api(USER_SESSION, {
      'GET /api/user/listings/42/review': () =>
        json(200, eligibility({ canReview: true, reason: null })),
      'POST /api/user/listings/42/review': () =>
        json(409, { message: 'You have already reviewed this vendor.' }),
    });
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    await user.click(await region.findByRole('button', { name: 'Write a review' }));
    await user.upload(
      region.getByLabelText('Photos (optional)', { selector: 'input' }),
      new File(['x'], 'aadhaar.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await region.findByText('Upload blocked: Government-issued documents are not allowed.'),
    ).toBeVisible();
    expect(region.queryByRole('list', { name: 'Photos to add' })).toBeNull();

    await user.click(region.getByRole('radio', { name: '5 stars' }));
    await user.type(region.getByRole('textbox', { name: 'Title' }), 'Great');
    await user.type(
      region.getByRole('textbox', { name: 'Your review' }),
      'Everything was arranged well and on time, thank you.',
    );
    await user.click(region.getByRole('button', { name: 'Send review' }));
    expect(await region.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this vendor.',
    );
  });

  it('edits the own review within 30 days, removing a photo', async () => {
    const mine = review({ ...written, photos: [PHOTO] });
    const fake = api(
      USER_SESSION,
      {
        'GET /api/user/listings/42/review': () =>
          json(
            200,
            eligibility({
              canReview: false,
              reason: 'You have already reviewed this vendor.',
              review: mine,
              editableUntil: new Date(Date.now() + 86_400_000).toISOString(),
            }),
          ),
        'PUT /api/user/reviews/950': () =>
          json(200, { ...mine, title: 'Wonderful, patient team', photos: [] }),
      },
      reviewed({ reviews: [mine, ...THREE.slice(0, 2)] }),
    );
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    await user.click(await region.findByRole('button', { name: 'Edit your review' }));

    expect(region.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const title = region.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Wonderful team');
    await user.click(region.getByRole('button', { name: 'Remove photo 1 of your review' }));
    expect(region.queryByRole('list', { name: 'Photos in your review' })).toBeNull();
    await user.clear(title);
    await user.type(title, 'Wonderful, patient team');
    await user.click(region.getByRole('button', { name: 'Save changes' }));

    expect(await region.findByText('Your changes are saved.')).toBeVisible();
    expect(sentFields('PUT', '/api/user/reviews/950')).toEqual([
      ['rating', '4'],
      ['title', 'Wonderful, patient team'],
      ['body', mine.body],
      ['removePhotoIds', '71'],
    ]);
    expect(shownTitles()[0]).toBe('Wonderful, patient team');
    expect(shownTitles().filter((t) => t?.startsWith('Wonderful'))).toHaveLength(1);
    expect(fake.calls('POST /api/user/listings/42/review')).toHaveLength(0);
  });

  it('offers no edit once the 30 days have passed', async () => {
    api(USER_SESSION, {
      'GET /api/user/listings/42/review': () =>
        json(
          200,
          eligibility({
            reason: 'You have already reviewed this vendor.',
            review: written,
            editableUntil: new Date(Date.now() - 1000).toISOString(),
          }),
        ),
    });
    renderMarketplace(PATH);
    const region = await reviewsRegion();
    expect(await region.findByText(/The time to edit your review has passed\./)).toBeVisible();
    expect(region.queryByRole('button', { name: 'Edit your review' })).toBeNull();
  });
});

describe('the vendor reply', () => {
  it("lets the listing's own vendor reply publicly once to a review without a reply", async () => {
    const fake = api(
      VENDOR_SESSION,
      {
        'POST /api/vendor/reviews/902/reply': ({ body }) =>
          json(200, {
            ...THREE[1],
            vendorReply: {
              body: (body as { body: string }).body,
              repliedAt: '2026-02-02T10:00:00.000Z',
            },
          }),
      },
      reviewed({ contact: CONTACT }),
    );
    const { user } = renderMarketplace(PATH);
    const region = await reviewsRegion();
    // The first review has its reply already: two to answer.
    const buttons = await region.findAllByRole('button', { name: 'Reply publicly' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0] as HTMLElement);

    await user.click(region.getByRole('button', { name: 'Send reply' }));
    expect(region.getByText('Write your reply.')).toBeVisible();
    await user.type(
      region.getByRole('textbox', { name: 'Your public reply' }),
      'Thank you, Priya!',
    );
    await user.click(region.getByRole('button', { name: 'Send reply' }));

    const second = within(reviewList().getAllByRole('article')[1] as HTMLElement);
    expect(await second.findByText('Thank you, Priya!')).toBeVisible();
    expect(second.getByText('Reply from Shaadi Clicks Studio')).toBeVisible();
    expect(second.queryByRole('button', { name: 'Reply publicly' })).toBeNull();
    expect(fake.calls('POST /api/vendor/reviews/902/reply')[0]?.body).toEqual({
      body: 'Thank you, Priya!',
    });
    expect(region.getAllByRole('button', { name: 'Reply publicly' })).toHaveLength(1);
  });

  it('offers no reply to a vendor who does not own the listing', async () => {
    api(VENDOR_SESSION);
    renderMarketplace(PATH);
    const region = await reviewsRegion();
    expect(await region.findByRole('button', { name: "Report Priya S.'s review" })).toBeVisible();
    expect(region.queryByRole('button', { name: 'Reply publicly' })).toBeNull();
    expect(region.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });
});
