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

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader scroll state', () => {
  it("leaves it to the CSS: home's bar is marked transparent, scroll or not, and every other one solid", () => {
    installMatchMedia(false);
    const add = vi.spyOn(window, 'addEventListener');
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    renderHeader();
    expect(screen.getByRole('banner').dataset['state']).toBe('transparent');
    cleanup();
    renderHeader({ transparentAtTop: false });
    expect(screen.getByRole('banner').dataset['state']).toBe('solid');
    expect(add.mock.calls.some(([type]) => type === 'scroll')).toBe(false);
  });
});
