import { CATEGORIES, type Category, categoryBySlug } from '@mandap/shared/catalogue/categories';
import { LIMITS } from '@mandap/shared/limits';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_MESSAGE } from '@/features/registration/components/listing-form';
import { type FakeXhr, installFakeXhr } from '@/features/registration/test/fake-xhr';
import { draftStorageKey } from '@/hooks/use-form-draft';
import { checkMediaFiles } from '@/lib/media-guard/check-media';
import { LISTING_TEXT, LISTING_TEXT_LABELS, type ListingTextField } from '@/test/listing';
import { ListingFormScreen } from './listing-form-screen';

vi.mock('@/lib/media-guard/check-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/media-guard/check-media')>()),
  checkMediaFiles: vi.fn(),
}));

// A whole form is a large DOM for jsdom's role queries; give slow machines room.
vi.setConfig({ testTimeout: 30_000 });

const MB = 1024 * 1024;
const VENDOR_ID = 'VND-7K3M9QX2';

function category(slug: string): Category {
  const found = categoryBySlug(slug);
  if (!found) throw new Error(`No category ${slug}`);
  return found;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderForm(slug: string) {
  const router = createMemoryRouter(
    [
      ...CATEGORIES.map((c) => ({ path: c.route, Component: ListingFormScreen })),
      { path: '*', Component: Where },
    ],
    { initialEntries: [category(slug).route] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup({ applyAccept: false, delay: null }), router };
}

const group = (name: string) => screen.getByRole('group', { name });
const submitButton = () => screen.getByRole('button', { name: 'Submit Service' });
const imagesInput = () => screen.getByLabelText('Images') as HTMLInputElement;
const videosInput = () => screen.getByLabelText('Videos') as HTMLInputElement;

/** A file that claims `size` bytes without allocating them. */
function file(name: string, type: string, size = 2048): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function checkboxNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('value') ?? '');
}

/** Types into a field the quick way: one paste rather than a key per character. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, firmLabel = 'Firm name') {
  for (const [field, text] of Object.entries(LISTING_TEXT)) {
    const label = field === 'firmName' ? firmLabel : LISTING_TEXT_LABELS[field as ListingTextField];
    await enter(user, label, text);
  }
}

/** The field is marked invalid and described by the message; validation is async, so wait. */
async function expectFieldMessage(label: string, message: string) {
  await waitFor(() => {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });
}

let xhrs: ReturnType<typeof installFakeXhr>;

/** The request the form sent; it goes out once the (async) validation has passed. */
async function sentRequest(): Promise<FakeXhr> {
  await waitFor(() => expect(xhrs.count).toBe(1));
  return xhrs.latest();
}
let createdUrls: string[];

beforeEach(() => {
  localStorage.clear();
  xhrs = installFakeXhr();
  vi.mocked(checkMediaFiles).mockReset();
  vi.mocked(checkMediaFiles).mockResolvedValue({ ok: true });
  createdUrls = [];
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:test/${createdUrls.length + 1}`;
    createdUrls.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the form comes from the catalogue', () => {
  it('Band: its title, section labels, name label and band features', () => {
    renderForm('band');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Band Services Registration' }),
    ).toBeInTheDocument();
    expect(group('Band Information')).toBeInTheDocument();
    expect(within(group('Band Information')).getByLabelText('Band name')).toBeInTheDocument();
    expect(checkboxNames(group('Band Features'))).toEqual([...category('band').features]);
    for (const name of ['Address Details', 'Media Upload', 'Price']) {
      expect(group(name)).toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: 'Hotel Category & Pricing' })).toBeNull();
    expect(screen.getByLabelText('Tell us about your services')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Band: Band Services Registration · Mandap');
  });

  it('Band: an empty submit says the band name is required', async () => {
    const { user } = renderForm('band');
    await user.click(submitButton());
    await expectFieldMessage('Band name', 'Band name is required');
  });

  it('Mehndi: its own title and the 16 mehndi features', () => {
    renderForm('mehndi');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mehndi Services Registration' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Firm name')).toBeInTheDocument();
    const features = checkboxNames(group('Service Features'));
    expect(features).toHaveLength(16);
    expect(features).toEqual([...category('mehndi').features]);
  });

  it('Corporate: All Setups, and the corporate name is required', async () => {
    const { user } = renderForm('corporate');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Corporate Services Registration' }),
    ).toBeInTheDocument();
    expect(checkboxNames(group('Service Features'))).toEqual(['All Setups']);
    await user.click(submitButton());
    await expectFieldMessage('Corporate name', 'Corporate name is required');
  });

  it('Photo Video: its title', () => {
    renderForm('photo-video');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Photo & Video Services Registration' }),
    ).toBeInTheDocument();
  });

  it.each(CATEGORIES.map((c) => [c.slug, c] as const))(
    '%s: title, information and feature sections from the catalogue',
    (slug, c) => {
      renderForm(slug);
      expect(screen.getByRole('heading', { level: 1, name: c.formTitle })).toBeInTheDocument();
      expect(group(c.informationLabel)).toBeInTheDocument();
      expect(checkboxNames(group(c.featuresLabel))).toEqual([...c.features]);
    },
  );

  it('shows the upload hints and the government-ID notice', () => {
    renderForm('catering');
    const media = group('Media Upload');
    expect(within(media).getByText('Supported formats: JPG, PNG, GIF')).toBeInTheDocument();
    expect(within(media).getByText('Supported formats: MP4, MOV, AVI')).toBeInTheDocument();
    expect(
      within(media).getByText(/do not upload government-issued documents/),
    ).toBeInTheDocument();
    expect(imagesInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(imagesInput()).toHaveAttribute('multiple');
    expect(videosInput()).toHaveAttribute('multiple');
    expect(imagesInput()).toHaveAccessibleDescription(
      expect.stringContaining('Supported formats: JPG, PNG, GIF'),
    );
  });
});

describe('validation', () => {
  it('an empty submit shows every message of spec 5 beside its field and sends nothing', async () => {
    const { user } = renderForm('hotel');
    await user.click(submitButton());
    const expected: [string, string][] = [
      ['Firm name', 'Firm name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone number is required'],
      ['House No.', 'House No. is required'],
      ['City', 'City is required'],
      ['Nearby location', 'Nearby location is required'],
      ['District', 'District is required'],
      ['State', 'State is required'],
      ['Pincode', 'Pincode is required'],
      ['Tell us about your services', 'Description is required'],
    ];
    for (const [label, message] of expected) {
      await expectFieldMessage(label, message);
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Firm name')).toHaveFocus());
    expect(xhrs.count).toBe(0);
  });

  it('checks the email, phone and pincode formats', async () => {
    const { user } = renderForm('dj');
    await fillValid(user);
    await enter(user, 'Email', 'stay@shubh');
    await enter(user, 'Phone', '98765');
    await enter(user, 'Pincode', '30200');
    await user.click(submitButton());
    await expectFieldMessage('Email', 'Invalid email address');
    await expectFieldMessage(
      'Phone',
      'Please enter a valid 10-digit phone number: this one has 5 digits.',
    );
    await expectFieldMessage('Pincode', 'Please enter a valid 6-digit pincode');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(xhrs.count).toBe(0);
  });
});

describe('price', () => {
  it('hotel: the star rating sets the amount due, 2 stars by default', async () => {
    const { user } = renderForm('hotel');
    const stars = group('Hotel Category & Pricing');
    expect(within(stars).getByRole('radio', { name: '2 Star — ₹699' })).toBeChecked();
    expect(screen.getByText('Amount due: ₹699')).toBeInTheDocument();
    const cases = [
      ['3 Star — ₹999', 'Amount due: ₹999'],
      ['4 Star — ₹1,299', 'Amount due: ₹1,299'],
      ['5 Star — ₹1,699', 'Amount due: ₹1,699'],
      ['2 Star — ₹699', 'Amount due: ₹699'],
    ] as const;
    for (const [radio, amount] of cases) {
      await user.click(within(stars).getByRole('radio', { name: radio }));
      expect(screen.getByText(amount)).toBeInTheDocument();
    }
    // The plan sets the free period, not the hotel's price (R3).
    await user.click(within(group('Price')).getByRole('radio', { name: 'Basic' }));
    expect(screen.getByText('Amount due: ₹699')).toBeInTheDocument();
  });

  it('other categories: the plan price, PREMIUM by default', async () => {
    const { user } = renderForm('decoration');
    const price = group('Price');
    expect(within(price).getByRole('radio', { name: 'PREMIUM ₹699' })).toBeChecked();
    expect(within(price).getByRole('radio', { name: 'PREMIUM ₹699' })).toHaveAccessibleDescription(
      expect.stringContaining('6 months of free services'),
    );
    expect(screen.getByText('Amount due: ₹699')).toBeInTheDocument();
    await user.click(within(price).getByRole('radio', { name: 'Basic ₹99' }));
    expect(screen.getByText('Amount due: ₹99')).toBeInTheDocument();
    await user.click(within(price).getByRole('radio', { name: 'NORMAL ₹299' }));
    expect(screen.getByText('Amount due: ₹299')).toBeInTheDocument();
  });
});

describe('media', () => {
  it('refuses an image over 5MB and clears the selection', async () => {
    const { user } = renderForm('catering');
    await user.upload(imagesInput(), [
      file('stage.png', 'image/png'),
      file('huge.jpg', 'image/jpeg', 5 * MB + 1),
    ]);
    expect(screen.getByText('Each image must be less than 5MB')).toBeInTheDocument();
    expect(imagesInput()).toHaveAttribute('aria-invalid', 'true');
    expect(imagesInput()).toHaveAccessibleDescription(
      expect.stringContaining('Each image must be less than 5MB'),
    );
    expect(imagesInput().files).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
    expect(checkMediaFiles).not.toHaveBeenCalled();
  });

  it('refuses a video over 50MB and a file of the wrong type', async () => {
    const { user } = renderForm('catering');
    await user.upload(videosInput(), file('film.mp4', 'video/mp4', 50 * MB + 1));
    expect(screen.getByText('Each video must be less than 50MB')).toBeInTheDocument();
    await user.upload(videosInput(), file('aadhaar.pdf', 'application/pdf'));
    expect(screen.getByText('Videos must be MP4, MOV or AVI files.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen videos' })).toBeNull();
  });

  it('refuses more images than the listing allows', async () => {
    const { user } = renderForm('catering');
    const many = Array.from({ length: LIMITS.maxImagesPerListing + 1 }, (_, i) =>
      file(`photo-${i}.png`, 'image/png'),
    );
    await user.upload(imagesInput(), many);
    expect(
      screen.getByText(`Please upload at most ${LIMITS.maxImagesPerListing} images.`),
    ).toBeInTheDocument();
  });

  it('previews chosen images and lists videos, each with a remove button', async () => {
    const { user } = renderForm('catering');
    await user.upload(imagesInput(), [
      file('stage.png', 'image/png'),
      file('food.jpg', 'image/jpeg'),
    ]);
    await user.upload(videosInput(), file('wedding.mp4', 'video/mp4'));
    await screen.findByRole('list', { name: 'Chosen videos' });
    const progress = { onProgress: expect.any(Function) };
    expect(checkMediaFiles).toHaveBeenCalledWith(
      [expect.any(File), expect.any(File)],
      'image',
      'registration',
      progress,
    );
    expect(checkMediaFiles).toHaveBeenCalledWith(
      [expect.any(File)],
      'video',
      'registration',
      progress,
    );

    const previews = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(previews).getByRole('img', { name: 'stage.png' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    expect(within(previews).getByRole('img', { name: 'food.jpg' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chosen videos' })).getByText('wedding.mp4'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove stage.png' }));
    expect(within(previews).queryByRole('img', { name: 'stage.png' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');

    await user.click(screen.getByRole('button', { name: 'Remove wedding.mp4' }));
    expect(screen.queryByRole('list', { name: 'Chosen videos' })).toBeNull();
  });

  it('revokes the preview URLs when the form goes away', async () => {
    const { user, router } = renderForm('catering');
    await user.upload(imagesInput(), file('stage.png', 'image/png'));
    await screen.findByRole('img', { name: 'stage.png' });
    await act(() => router.navigate('/'));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('shows Checking files... while the content check runs, and its refusal', async () => {
    let answer: (result: { ok: false; message: string }) => void = () => {};
    vi.mocked(checkMediaFiles).mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { user } = renderForm('catering');
    await user.upload(imagesInput(), file('card.png', 'image/png'));
    expect(screen.getByText('Checking files...')).toBeInTheDocument();
    expect(imagesInput()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    await act(async () => {
      answer({
        ok: false,
        message: 'Upload blocked: Government-issued documents are not allowed.',
      });
    });
    expect(screen.queryByText('Checking files...')).toBeNull();
    expect(
      screen.getByText('Upload blocked: Government-issued documents are not allowed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();
    expect(imagesInput().files).toHaveLength(0);
  });

  it('names the file being checked, and which of how many', async () => {
    let answer: (result: { ok: true }) => void = () => {};
    vi.mocked(checkMediaFiles).mockImplementationOnce((files, _kind, form, options) => {
      expect(form).toBe('registration');
      options?.onProgress?.({ index: 1, total: files.length, name: 'hall.jpg' });
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const { user } = renderForm('catering');
    await user.upload(imagesInput(), [
      file('front.png', 'image/png'),
      file('hall.jpg', 'image/jpeg'),
    ]);
    expect(screen.getByText('Checking files...')).toBeInTheDocument();
    expect(screen.getByText('Checking hall.jpg (2 of 2)...')).toBeInTheDocument();
    await act(async () => {
      answer({ ok: true });
    });
    expect(screen.queryByText(/^Checking /)).toBeNull();
    expect(await screen.findAllByRole('img', { name: /\.(png|jpg)$/ })).toHaveLength(2);
  });

  it('a failing content check refuses the files with the spec message', async () => {
    vi.mocked(checkMediaFiles).mockRejectedValueOnce(new Error('worker crashed'));
    const { user } = renderForm('catering');
    await user.upload(videosInput(), file('tour.mp4', 'video/mp4'));
    expect(await screen.findByText('Could not verify video content.')).toBeInTheDocument();
  });
});

describe('submitting', () => {
  async function submitFilled(slug: string, firmLabel?: string): Promise<FakeXhr> {
    const { user, router } = renderForm(slug);
    await fillValid(user, firmLabel);
    await user.click(submitButton());
    return Object.assign(await sentRequest(), { router, user });
  }

  it('sends one multipart request and shows the real progress stages', async () => {
    const { user } = renderForm('hotel');
    await fillValid(user);
    await user.click(within(group('Service Features')).getByRole('checkbox', { name: 'AC Rooms' }));
    await user.click(
      within(group('Service Features')).getByRole('checkbox', { name: 'Restaurant' }),
    );
    await user.click(screen.getByRole('radio', { name: '4 Star — ₹1,299' }));
    await user.upload(imagesInput(), [
      file('front.png', 'image/png'),
      file('hall.jpg', 'image/jpeg'),
    ]);
    expect(await screen.findAllByRole('img', { name: /\.(png|jpg)$/ })).toHaveLength(2);
    await user.click(submitButton());

    const xhr = await sentRequest();
    expect(xhr.url).toBe('/api/vendor/listings/hotel');
    expect(xhr.timeout).toBe(LIMITS.submitTimeoutMs);
    expect(xhr.sentFields()).toEqual([
      ...Object.entries(LISTING_TEXT),
      ['plan', 'premium'],
      ['starRating', '4'],
      ['features', 'AC Rooms'],
      ['features', 'Restaurant'],
      ['images', 'front.png'],
      ['images', 'hall.jpg'],
    ]);

    const button = screen.getByRole('button', { name: 'Submitting your service details...' });
    expect(button).toBeDisabled();
    const bar = screen.getByRole('progressbar', { name: 'Submission progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Preparing your data...')).toBeInTheDocument();

    act(() => xhr.progress(400, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '36');
    expect(screen.getByText('Uploading files...')).toBeInTheDocument();

    act(() => xhr.progress(800, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '72');
    expect(screen.getByText('Processing submission...')).toBeInTheDocument();

    act(() => xhr.finishUpload());
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByText('Almost done...')).toBeInTheDocument();
    expect(button).toBeDisabled();
  });

  it('on success says so, then goes to payment after 2 seconds', async () => {
    const xhr = await submitFilled('band', 'Band name');
    const { router } = xhr as FakeXhr & { router: ReturnType<typeof renderForm>['router'] };
    vi.useFakeTimers();
    await act(async () => {
      xhr.respond(201, {
        listingId: 42,
        vendorUniqueId: VENDOR_ID,
        status: 'pending_payment',
        amountPaise: 69_900,
      });
    });
    expect(screen.getByText('Service submitted successfully!')).toBeInTheDocument();
    expect(
      screen.getByText('Service submitted successfully!').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(
      screen.getByRole('button', { name: 'Submitting your service details...' }),
    ).toBeDisabled();

    act(() => vi.advanceTimersByTime(LIMITS.redirectAfterSubmitMs - 1));
    expect(router.state.location.pathname).toBe('/VendorList/BandRegister');
    act(() => vi.advanceTimersByTime(1));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/payment?service_id=42&vendor_id=${VENDOR_ID}`,
    );
  });

  it('shows the server field errors beside their fields and the message in an alert', async () => {
    const { user } = renderForm('catering');
    await fillValid(user);
    await user.upload(imagesInput(), file('menu.png', 'image/png'));
    await screen.findByRole('img', { name: 'menu.png' });
    await user.click(submitButton());
    const xhr = await sentRequest();
    await act(async () => {
      xhr.respond(400, {
        message: 'Please correct the errors in the form',
        fieldErrors: {
          pincode: 'Please enter a valid 6-digit pincode',
          images: 'Upload blocked: Government-issued documents are not allowed.',
          email: 'Invalid email address',
        },
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the errors in the form');
    await expectFieldMessage('Pincode', 'Please enter a valid 6-digit pincode');
    await expectFieldMessage('Email', 'Invalid email address');
    expect(imagesInput()).toHaveAccessibleDescription(
      expect.stringContaining('Upload blocked: Government-issued documents are not allowed.'),
    );
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    [
      'a refusal with a message',
      500,
      { message: 'Something went wrong on our side. Please try again.' },
      'Something went wrong on our side. Please try again.',
    ],
    ['a refusal without a message', 502, '<html>Bad gateway</html>', 'Failed to submit service'],
    ['a success reply of the wrong shape', 201, { ok: true }, 'Failed to submit service'],
  ] as const)('%s shows the server message or the fallback', async (_, status, body, message) => {
    const xhr = await submitFilled('dj');
    await act(async () => xhr.respond(status, body));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['a network failure', (xhr: FakeXhr) => xhr.fail()],
    ['the 60-second timeout', (xhr: FakeXhr) => xhr.timeOut()],
  ])('%s shows the generic error', async (_, breakIt) => {
    const xhr = await submitFilled('venue');
    await act(async () => breakIt(xhr));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error occurred while submitting your service. Please try again later.',
    );
    expect(submitButton()).toBeEnabled();
  });

  it('sends a vendor whose session ended to log in and come back', async () => {
    const xhr = await submitFilled('band', 'Band name');
    const { router } = xhr as FakeXhr & { router: ReturnType<typeof renderForm>['router'] };
    await act(async () => xhr.respond(401, { message: 'Please log in.' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/VendorLogin?redirectTo=%2FVendorList%2FBandRegister',
    );
  });

  it('leaving the page mid-upload cancels the request', async () => {
    const xhr = await submitFilled('pandit');
    const { user } = xhr as FakeXhr & { user: ReturnType<typeof userEvent.setup> };
    const { router } = xhr as FakeXhr & { router: ReturnType<typeof renderForm>['router'] };
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    // Leaving mid-upload loses the upload: the form asks first.
    expect(within(screen.getByRole('alertdialog')).getByText(LEAVE_MESSAGE)).toBeInTheDocument();
    expect(xhr.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/');
    expect(xhr.aborted).toBe(true);
  });
});

describe('unsaved changes', () => {
  const returnHome = () => screen.getByRole('link', { name: 'Return to Home' });

  it('leaves an untouched form without a question', async () => {
    const { user, router } = renderForm('band');
    await user.click(returnHome());
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks before leaving a half-filled form; Stay keeps everything, Leave goes', async () => {
    const { user, router } = renderForm('band');
    await enter(user, 'Band name', 'Shubh Band');
    await user.click(returnHome());

    const dialog = screen.getByRole('alertdialog', { name: 'Leave this form?' });
    expect(dialog).toHaveAccessibleDescription(LEAVE_MESSAGE);
    const stay = within(dialog).getByRole('button', { name: 'Stay on this page' });
    expect(stay).toHaveFocus();
    await user.click(stay);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/VendorList/BandRegister');
    expect(screen.getByLabelText('Band name')).toHaveValue('Shubh Band');
    expect(returnHome()).toHaveFocus();

    await user.click(returnHome());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/VendorList/BandRegister');

    await user.click(returnHome());
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks the browser before a reload only while something is unsaved', async () => {
    const { user } = renderForm('band');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.upload(imagesInput(), file('stage.png', 'image/png'));
    await screen.findByRole('img', { name: 'stage.png' });
    expect(unload()).toBe(true);
  });

  it('does not ask once the service is submitted', async () => {
    const { user, router } = renderForm('band');
    await fillValid(user, 'Band name');
    await user.click(submitButton());
    const xhr = await sentRequest();
    await act(async () => {
      xhr.respond(201, {
        listingId: 42,
        vendorUniqueId: VENDOR_ID,
        status: 'pending_payment',
        amountPaise: 69_900,
      });
    });
    await user.click(returnHome());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('draft', () => {
  const key = draftStorageKey('listing:band');
  const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

  it('keeps the typed text and ticks of each form, never the files or the plan', async () => {
    const { user } = renderForm('band');
    await enter(user, 'Band name', 'Shubh Band');
    await enter(user, 'City', 'Jaipur');
    await user.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await user.click(within(group('Price')).getByRole('radio', { name: /^Basic/ }));
    await user.upload(imagesInput(), file('stage.png', 'image/png'));
    await screen.findByRole('img', { name: 'stage.png' });
    const firstFeature = category('band').features[0];
    expect(stored()).toEqual({ firmName: 'Shubh Band', city: 'Jaipur', features: [firstFeature] });
    expect(localStorage.getItem(draftStorageKey('listing:dj'))).toBeNull();
  });

  it('restores a kept draft with a note, and counts it as unsaved', async () => {
    localStorage.setItem(
      key,
      JSON.stringify({ firmName: 'Shubh Band', pincode: 302002, plan: 'x' }),
    );
    const { user, router } = renderForm('band');
    expect(await screen.findByText('Your unsaved details were restored')).toBeInTheDocument();
    expect(screen.getByLabelText('Band name')).toHaveValue('Shubh Band');
    // Only strings (or lists of them) of the kept fields come back.
    expect(screen.getByLabelText('Pincode')).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/VendorList/BandRegister');
  });

  it('discards a restored draft', async () => {
    localStorage.setItem(key, JSON.stringify({ firmName: 'Shubh Band' }));
    const { user, router } = renderForm('band');
    await user.click(await screen.findByRole('button', { name: 'Discard restored details' }));
    expect(screen.queryByText('Your unsaved details were restored')).toBeNull();
    expect(screen.getByLabelText('Band name')).toHaveValue('');
    expect(screen.getByLabelText('Band name')).toHaveFocus();
    expect(localStorage.getItem(key)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets the draft once the service is submitted', async () => {
    const { user } = renderForm('band');
    await fillValid(user, 'Band name');
    expect(stored()).toMatchObject({ firmName: 'Shubh Palace' });
    await user.click(submitButton());
    const xhr = await sentRequest();
    expect(localStorage.getItem(key)).not.toBeNull();
    await act(async () => {
      xhr.respond(201, {
        listingId: 42,
        vendorUniqueId: VENDOR_ID,
        status: 'pending_payment',
        amountPaise: 69_900,
      });
    });
    expect(localStorage.getItem(key)).toBeNull();
  });
});
