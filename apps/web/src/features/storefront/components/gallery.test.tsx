import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storefront } from '@/test/marketplace-data';
import { Gallery } from './gallery';

const images = storefront().media.filter((m) => m.kind === 'image');

function renderGallery() {
  render(
    <main>
      <button type="button">Before</button>
      <Gallery images={images} firmName="Shaadi Clicks Studio" />
    </main>,
  );
  return userEvent.setup();
}

const shown = () => screen.getByRole('img', { name: /^Shaadi Clicks Studio, photo/ });
const carousel = () => screen.getByRole('region', { name: 'Photos' });

describe('gallery', () => {
  it('shows the first photo with both variants, its size reserved', () => {
    renderGallery();
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 1 of 3');
    expect(shown()).toHaveAttribute('src', '/media/img-1-large.webp');
    expect(shown()).toHaveAttribute(
      'srcset',
      '/media/img-1-thumb.webp 480w, /media/img-1-large.webp 1600w',
    );
    expect(shown()).toHaveAttribute('sizes');
    expect(shown()).toHaveAttribute('width', '1600');
    expect(shown()).toHaveAttribute('height', '1200');
    expect(within(carousel()).getAllByRole('button', { name: /^Show photo/ })).toHaveLength(3);
  });

  it('fetches the first photo ahead of everything, the thumbnails only when near', async () => {
    const user = renderGallery();
    expect(shown()).toHaveAttribute('fetchpriority', 'high');
    expect(shown()).not.toHaveAttribute('loading', 'lazy');
    // Decorative (the buttons carry the names): found through their buttons.
    const thumbnails = within(carousel())
      .getAllByRole('button', { name: /^Show photo/ })
      .map((button) => button.querySelector('img'));
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('src', expect.stringMatching(/-thumb\.webp$/));
      expect(thumbnail).toHaveAttribute('width');
      expect(thumbnail).toHaveAttribute('height');
    }
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('fetchpriority', 'auto');
  });

  it('moves with the arrow keys, wrapping at the ends, and with the thumbnails', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves with a sideways swipe', () => {
    renderGallery();
    const viewer = screen.getByRole('button', { name: /full screen$/ });
    fireEvent.pointerDown(viewer, { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 1, clientX: 180, clientY: 110 });
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 2 of 3');
    // The click that ends a swipe does not open the full-screen view.
    fireEvent.click(viewer);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.pointerDown(viewer, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewer, { pointerId: 2, clientX: 220, clientY: 100 });
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 1 of 3');
  });

  it('opens a full-screen dialog that takes focus, moves with the arrows, and Escape closes it', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const opener = screen.getByRole('button', { name: 'View photo 2 of 3 full screen' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Photos of Shaadi Clicks Studio' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    // The page behind cannot be reached.
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
    const full = within(dialog).getByRole('img');
    expect(full).toHaveAttribute('src', '/media/img-3-large.webp');
    // Both stored variants, for the width of the screen; the box reserved before it loads.
    expect(full).toHaveAttribute(
      'srcset',
      '/media/img-3-thumb.webp 480w, /media/img-3-large.webp 1600w',
    );
    expect(full).toHaveAttribute('sizes', '100vw');
    expect(full).toHaveAttribute('width', '1600');

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery shows where the dialog was left, and focus is back where it was.
    expect(shown()).toHaveAccessibleName('Shaadi Clicks Studio, photo 3 of 3');
    expect(screen.getByRole('button', { name: 'View photo 3 of 3 full screen' })).toHaveFocus();
  });

  it('closes the full-screen view with its Close button', async () => {
    const user = renderGallery();
    await user.click(screen.getByRole('button', { name: 'View photo 1 of 3 full screen' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View photo 1 of 3 full screen' })).toHaveFocus();
  });

  it('says so when there are no photos', () => {
    render(<Gallery images={[]} firmName="New Firm" />);
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
  });
});
