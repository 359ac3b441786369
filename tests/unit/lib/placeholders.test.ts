import { mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { placeholderElement, placeholdersPlugin } from '@/lib/placeholders';

describe('placeholderElement', () => {
  test.each([
    ['price', 'mdxJsxTextElement'],
    [' operator ', 'mdxJsxFlowElement'],
  ] as const)('{%s} becomes <Fill>', (expression, type) => {
    expect(placeholderElement(expression, type)).toEqual({
      type,
      name: 'Fill',
      attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: expression.trim() }],
      children: [],
    });
  });

  test.each(['frontmatter.title', '1 + 1', 'price()', ''])('leaves {%s} alone', (expression) => {
    expect(placeholderElement(expression, 'mdxJsxTextElement')).toBeUndefined();
  });
});

describe('placeholdersPlugin in the MDX compiler', () => {
  test('compiles {price} in prose to the Fill component and leaves real expressions', () => {
    const { code } = mdxToJs('From {price}, run by {operator}.\n\n{units}\n\n{1 + 1}', {
      mdastPlugins: [placeholdersPlugin as never],
    });
    expect(code).toMatch(/Fill/);
    expect(code).toMatch(/name: "price"/);
    expect(code).toMatch(/name: "operator"/);
    expect(code).toMatch(/name: "units"/);
    expect(code).toMatch(/1 \+ 1/);
    expect(code).not.toMatch(/\bprice\b(?!")/);
  });
});
