// `npm run preview [-- --port 4321]`: serves dist/ as the deploy does (see scripts/static-server.mjs), on loopback.
import { existsSync, fstatSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serveDist } from './static-server.mjs';

const port = Number(parseArgs({ options: { port: { type: 'string', default: '4321' } } }).values.port);

if (!existsSync('dist/index.html') || !existsSync('dist/_headers')) {
  console.error('preview: there is no complete build in dist/. Run `npm run build` first.');
  process.exit(1);
}

try {
  const { url } = await serveDist('dist', port);
  console.log(`preview: serving dist/ on ${url} with the redirects, 404 page and headers of the deploy`);
  // Started through a pipe (Playwright's webServer, Lighthouse CI), it stops when its starter goes, even killed.
  if (fstatSync(0).isFIFO() || fstatSync(0).isSocket()) process.stdin.on('end', () => process.exit()).resume();
} catch (error) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(
    `preview: port ${port} is in use (is \`npm run dev\` running?). Stop it, or pick another: npm run preview -- --port ${port + 1}`,
  );
  process.exit(1);
}
