/** Imports go one way (../shared/STYLE.md): src/lib is a leaf, and nothing imports in a circle. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'lib-is-a-leaf',
      comment:
        'src/lib is pure logic: it imports only src/lib (and packages), never content, components or integrations.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: '^src/lib/' },
    },
  ],
  options: {
    // `import type` counts too: a type-only import is still an arrow between layers (the old content cycle was one).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(node_modules|dist|\\.astro)/' },
  },
};
