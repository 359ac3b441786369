// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteHeader, { SMALL_QUERY, type SiteHeaderProps } from '@/components/islands/SiteHeader';

/** A controllable matchMedia: `small` decides whether the small-screen query matches. */
function installMatchMedia(initiallySmall: boolean) {
  let small = initiallySmall;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === SMALL_QUERY ? small : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    small = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const props: SiteHeaderProps = {
  brand: 'Corrie & Larch',
  links: [
    { name: 'Home', path: '/', current: false },
    { name: 'Residences', path: '/residences', current: true },
  ],
  transparentAtTop: true,
  threshold: 100,
};

function renderHeader(overrides: Partial<SiteHeaderProps> = {}) {
  return render(
    <>
      <SiteHeader {...props} {...overrides}>
        <a href="https://wa.me/1">Chat on WhatsApp</a>
      </SiteHeader>
      <main>
        <a href="#x">Page link</a>
      </main>
    </>,
  );
}

async function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader scroll state', () => {
  it('is transparent at the top of a transparentAtTop page and solid past the threshold', async () => {
    installMatchMedia(false);
    renderHeader();
    const bar = screen.getByRole('banner');
    expect(bar.dataset['state']).toBe('transparent');
    await scrollWindow(100);
    expect(bar.dataset['state']).toBe('transparent');
    await scrollWindow(101);
    expect(bar.dataset['state']).toBe('solid');
    await scrollWindow(0);
    expect(bar.dataset['state']).toBe('transparent');
  });

  it('reads the scroll position on mount (a reload mid-page)', () => {
    installMatchMedia(false);
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderHeader();
    expect(screen.getByRole('banner').dataset['state']).toBe('solid');
  });

  it('is always solid when not transparentAtTop, and stops listening on unmount', async () => {
    installMatchMedia(false);
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHeader({ transparentAtTop: false });
    expect(screen.getByRole('banner').dataset['state']).toBe('solid');
    unmount();
    expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(false);

    cleanup();
    const second = renderHeader();
    second.unmount();
    expect(remove.mock.calls.some(([type]) => type === 'scroll')).toBe(true);
  });
});
