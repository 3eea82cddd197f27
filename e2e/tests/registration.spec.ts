import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createVendor, signInViaApi } from '../fixtures/accounts';

/** Every form of spec 2.1 with its title and first and last feature (spec 2.7, 3; R2). */
const FORMS = [
  ['/VendorList/Hotelregister', 'Services Registration', 'AC Rooms', 'Power Backup'],
  [
    '/VendorList/Photvideo',
    'Photo & Video Services Registration',
    'Wedding Photography',
    'Music Videos',
  ],
  [
    '/VendorList/DecorationRegister',
    'Services Registration',
    'Wedding Decoration',
    'Lighting Setup',
  ],
  ['/VendorList/ToursRegister', 'Services Registration', 'Domestic Tours', 'Honeymoon Packages'],
  ['/VendorList/CateringRegister', 'Services Registration', 'Wedding Catering', 'Themed Menus'],
  ['/VendorList/WaramalaRegister', 'Services Registration', 'Banquet Hall', 'Luxury Hotel'],
  ['/VendorList/TentHouseRegister', 'Services Registration', 'Wedding Tents', 'Full Event Setup'],
  ['/VendorList/MakeupArtistRegister', 'Services Registration', 'Bridal Makeup', 'Groom Makeup'],
  [
    '/VendorList/PanditRegister',
    'Services Registration',
    'Wedding Ceremonies',
    'Astrology Services',
  ],
  ['/VendorList/WeddingDressRegister', 'Services Registration', 'Bridal Gown', 'Reception Dress'],
  ['/VendorList/EntertainmentRegister', 'Services Registration', 'DJ & Music', 'Interactive Games'],
  ['/VendorList/VenueRegister', 'Services Registration', 'Banquet Hall', 'Luxury Hotel'],
  [
    '/VendorList/DholRegister',
    'Services Registration',
    'Traditional Dhol Performance',
    'Baraat Special Dhol',
  ],
  ['/VendorList/DJRegister', 'Services Registration', 'Wedding DJ', 'Live Music'],
  ['/VendorList/BandRegister', 'Band Services Registration', 'Wedding Band', 'Fusion Band'],
  [
    '/VendorList/MehndiArtist',
    'Mehndi Services Registration',
    'Bridal Mehndi',
    'Quick Application',
  ],
  ['/VendorList/Corporate', 'Corporate Services Registration', 'All Setups', 'All Setups'],
] as const;

/** Spec 5: the message of every required field, in form order. */
const REQUIRED_MESSAGES = [
  'Email is required',
  'Phone number is required',
  'House No. is required',
  'City is required',
  'Nearby location is required',
  'District is required',
  'State is required',
  'Pincode is required',
  'Description is required',
] as const;

const heading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit Service' });

/** A real JPEG of a plain colour, as a phone camera would send. */
function photo(name: string, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }));
}

async function fillDetails(page: Page, firmLabel: string) {
  await page.getByLabel(firmLabel, { exact: true }).fill('Shubh Palace');
  await page.getByLabel('Email', { exact: true }).fill('stay@shubhpalace.in');
  await page.getByLabel('Phone', { exact: true }).fill('9876543210');
  await page.getByLabel('House No.', { exact: true }).fill('12, MI Road');
  await page.getByLabel('City', { exact: true }).fill('Jaipur');
  await page.getByLabel('Nearby location', { exact: true }).fill('Near Hawa Mahal');
  await page.getByLabel('District', { exact: true }).fill('Jaipur');
  await page.getByLabel('State', { exact: true }).fill('Rajasthan');
  await page.getByLabel('Pincode', { exact: true }).fill('302001');
  await page
    .getByLabel('Tell us about your services')
    .fill('Heritage rooms, a banquet hall for 500 guests and a rooftop restaurant.');
}

test.beforeEach(async ({ page }) => {
  const vendor = await createVendor(page.request);
  await signInViaApi(page, 'vendor', vendor);
});

test('every form route shows its title and its first and last feature', async ({ page }) => {
  // Seventeen pages, one after another: about 2 s each in Chromium here, more when busy.
  test.setTimeout(120_000);
  for (const [route, title, first, last] of FORMS) {
    await page.goto(route);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: first, exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: last, exact: true })).toBeVisible();
  }
});

test('a hotel with 4 stars and two photos is submitted and goes to payment', async ({ page }) => {
  // The photos pass the browser's government-ID check first: its first run in a fresh browser
  // downloads and starts text recognition.
  test.setTimeout(120_000);
  await page.goto('/VendorList/Hotelregister');
  await expect(heading(page, 'Services Registration')).toBeVisible();
  await fillDetails(page, 'Firm name');
  await page.getByRole('checkbox', { name: 'AC Rooms', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Free Wi-Fi', exact: true }).check();

  await expect(page.getByText('Amount due: ₹699')).toBeVisible();
  await section(page, 'Hotel Category & Pricing').getByText('4 Star — ₹1,299').click();
  await expect(page.getByRole('radio', { name: '4 Star — ₹1,299' })).toBeChecked();
  await expect(page.getByText('Amount due: ₹1,299')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'PREMIUM' })).toBeChecked();

  await page
    .getByLabel('Images', { exact: true })
    .setInputFiles([
      await photo('lobby.jpg', { r: 190, g: 120, b: 60 }),
      await photo('pool.jpg', { r: 40, g: 120, b: 200 }),
    ]);
  const previews = page.getByRole('list', { name: 'Chosen images' });
  await expect(previews.getByRole('img')).toHaveCount(2, { timeout: 90_000 });
  await expect(previews.getByRole('img', { name: 'lobby.jpg' })).toBeVisible();

  await submit(page).click();
  await expect(page.getByText('Service submitted successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/payment\?service_id=\d+&vendor_id=VND-[0-9A-Z]{8}$/, {
    timeout: 10_000,
  });

  // The server stored what the form sent, priced by the star rating (R3).
  const listingId = new URL(page.url()).searchParams.get('service_id');
  const listing = await page.request.get(`/api/vendor/listings/${listingId}`);
  expect(listing.status()).toBe(200);
  expect(await listing.json()).toMatchObject({
    category: 'hotel',
    firmName: 'Shubh Palace',
    status: 'pending_payment',
    plan: 'premium',
    starRating: 4,
    amountPaise: 129_900,
    features: ['AC Rooms', 'Free Wi-Fi'],
    media: [{ kind: 'image' }, { kind: 'image' }],
  });
});

test('an empty submit shows the message of every required field', async ({ page }) => {
  await page.goto('/VendorList/CateringRegister');
  await expect(heading(page, 'Services Registration')).toBeVisible();
  await submit(page).click();
  await expect(page.getByText('Firm name is required')).toBeVisible();
  for (const message of REQUIRED_MESSAGES) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Firm name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Pincode', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/VendorList\/CateringRegister$/);
});

test('an image over 5MB is refused and not kept', async ({ page }) => {
  await page.goto('/VendorList/PanditRegister');
  await page.getByLabel('Images', { exact: true }).setInputFiles({
    name: 'scan.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('Each image must be less than 5MB')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Chosen images' })).toHaveCount(0);
});

test('the Band form has its own title, labels and message', async ({ page }) => {
  await page.goto('/VendorList/BandRegister');
  await expect(heading(page, 'Band Services Registration')).toBeVisible();
  await expect(section(page, 'Band Information')).toBeVisible();
  await expect(section(page, 'Band Features')).toBeVisible();
  await expect(section(page, 'Band Features').getByRole('checkbox')).toHaveCount(8);
  await submit(page).click();
  await expect(page.getByText('Band name is required')).toBeVisible();
  await expect(page.getByLabel('Band name', { exact: true })).toBeFocused();
});

test('the Mehndi form has its own title, the 16 mehndi features and the firm name', async ({
  page,
}) => {
  await page.goto('/VendorList/MehndiArtist');
  await expect(heading(page, 'Mehndi Services Registration')).toBeVisible();
  await expect(section(page, 'Service Information')).toBeVisible();
  await expect(section(page, 'Service Features').getByRole('checkbox')).toHaveCount(16);
  await submit(page).click();
  await expect(page.getByText('Firm name is required')).toBeVisible();
});

test('a Band listing with the Basic plan is priced at ₹99', async ({ page }) => {
  await page.goto('/VendorList/BandRegister');
  await fillDetails(page, 'Band name');
  // The plan cards are the radios' labels: a vendor clicks the card.
  await section(page, 'Price').getByText('Basic', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Basic ₹99' })).toBeChecked();
  await expect(page.getByText('Amount due: ₹99')).toBeVisible();
  await submit(page).click();
  await expect(page).toHaveURL(/\/payment\?service_id=\d+&vendor_id=VND-/, { timeout: 15_000 });
  const listingId = new URL(page.url()).searchParams.get('service_id');
  const listing = await page.request.get(`/api/vendor/listings/${listingId}`);
  expect(await listing.json()).toMatchObject({
    category: 'band',
    plan: 'basic',
    amountPaise: 9_900,
  });
});
