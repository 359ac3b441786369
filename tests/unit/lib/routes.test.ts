import { expect, test } from 'vitest';
import { routeOf } from '@/lib/routes';

test.each([
  ['/', '/'],
  ['/index.html', '/'],
  ['/index', '/'],
  ['/founders-club', '/founders-club'],
  ['/founders-club/', '/founders-club'],
  ['/founders-club.html', '/founders-club'],
  ['/404.html', '/404'],
])('routeOf(%s) is %s', (pathname, route) => {
  expect(routeOf(pathname)).toBe(route);
});
