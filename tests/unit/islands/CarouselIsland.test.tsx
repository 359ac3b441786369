// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Carousel, { type CarouselSlide } from '@/components/islands/CarouselIsland';

const slide = (n: number): CarouselSlide => ({
  src: `/img-${n}.jpg`,
  srcset: `/img-${n}-480.jpg 480w`,
  sources: [{ type: 'image/avif', srcset: `/img-${n}-480.avif 480w` }],
  width: 1200,
  height: 800,
  alt: `Image ${n}`,
});

const carousel = (count: number, label = 'Amenities') => (
  <Carousel
    label={label}
    slides={Array.from({ length: count }, (_, index) => slide(index + 1))}
    sizes="100vw"
    eager
    previousLabel="Previous slide"
    nextLabel="Next slide"
    slideLabel="{n} of {total}"
  />
);

function renderCarousel(count: number, label = 'Amenities') {
  return render(carousel(count, label));
}

/** The slide Swiper marks active (jsdom has no layout, so the class is the observable state here). */
function activeSlide(root: HTMLElement) {
  return root.querySelector('.swiper-slide-active')?.getAttribute('aria-label');
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('tells a screen reader each slide it moves to, and nothing before the first move', async () => {
    const user = userEvent.setup();
    renderCarousel(3);
    const root = screen.getByRole('region', { name: 'Amenities' });
    // A live region: the slides only move sideways, which a screen reader does not announce.
    const status = within(root).getByRole('status');
    expect(status.textContent).toBe('');

    await user.click(within(root).getByRole('button', { name: 'Next slide' }));
    expect(status.textContent).toBe('2 of 3: Image 2');
    await user.keyboard('{ArrowRight}');
    expect(status.textContent).toBe('3 of 3: Image 3');
  });

  it('disables Previous on the first slide and Next on the last, moving focus to the other button', async () => {
    const user = userEvent.setup();
    renderCarousel(2);
    const root = screen.getByRole('region', { name: 'Amenities' });
    const previous = within(root).getByRole('button', { name: 'Previous slide' });
    const next = within(root).getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    expect(activeSlide(root)).toBe('1 of 2');

    await user.click(next);
    expect(activeSlide(root)).toBe('2 of 2');
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(previous);
  });

  it('moves with the arrow keys only in the carousel holding focus', async () => {
    const user = userEvent.setup();
    renderCarousel(3, 'First');
    renderCarousel(3, 'Second');
    const first = screen.getByRole('region', { name: 'First' });
    const second = screen.getByRole('region', { name: 'Second' });
    act(() => within(first).getByRole('button', { name: 'Next slide' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(activeSlide(first)).toBe('2 of 3');
    expect(activeSlide(second)).toBe('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(activeSlide(first)).toBe('1 of 3');
  });

  // A mouse pressed on the server HTML's row (its own Next, drawn by CSS) is released on the island's Next, which
  // stands there once the island has the row: two targets, so the browser sends no click; the island sends it.
  it('sends the click of a press begun on the row before it took over and released on its own Next', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(carousel(3));
    const row = within(host).getByRole('group', { name: 'Amenities' });
    row.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await act(async () => void hydrateRoot(host, carousel(3)));
    const next = within(host).getByRole('button', { name: 'Next slide' });
    act(() => void next.dispatchEvent(new PointerEvent('pointerup', { bubbles: true })));
    expect(within(host).getByRole('status').textContent).toBe('2 of 3: Image 2');
    host.remove();
  });
});
