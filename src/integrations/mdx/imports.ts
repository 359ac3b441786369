import type * as Satteri from 'satteri';
import { MDX_COMPONENTS, type ComponentName } from '../../components/mdx/names';
import type { Element } from './shared';

/** Imports the components a page uses: copywriters write no import, and a page's CSS holds only theirs. */
export function injectImports(): Satteri.MdastPluginEntry {
  return () => {
    const used = new Set<ComponentName>();
    const element = (node: Element) => {
      if (node.name && Object.hasOwn(MDX_COMPONENTS, node.name)) used.add(node.name as ComponentName);
    };
    return {
      name: 'inject-imports',
      mdxJsxFlowElement: element,
      mdxJsxTextElement: element,
      after(tree, ctx) {
        const imports = [...used].map((n) => `import ${n} from '@/components/mdx/${MDX_COMPONENTS[n].file}.astro';`);
        if (imports.length) ctx.prependChild(tree, { type: 'mdxjsEsm', value: imports.join('\n') });
      },
    };
  };
}
