import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import sharp from 'sharp';
import * as landscapes from './landscapes.mjs';
import * as interiors from './interiors.mjs';
import { favicon } from './favicon.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'content/images');
const previewDir = '/tmp/artwork-preview';

/** Every image: output name and the function returning its SVG. */
const images = [
  ['hero', landscapes.hero],
  ['og', landscapes.og],
  ['amenity-infinity-pool', landscapes.infinityPool],
  ['amenity-spa', interiors.spa],
  ['amenity-gym', interiors.gym],
  ['amenity-coworking', interiors.coworking],
  ['amenity-lounge', interiors.lounge],
  ['studio-living', interiors.studioLiving],
  ['studio-kitchenette', interiors.studioKitchenette],
  ['studio-bathroom', interiors.studioBathroom],
  ['location-valley', landscapes.locationValley],
  ['location-winter', landscapes.locationWinter],
];

const args = process.argv.slice(2);
const preview = args.includes('--preview');
const only = args.filter((a) => !a.startsWith('--'));

await mkdir(outDir, { recursive: true });
if (preview) await mkdir(previewDir, { recursive: true });

for (const [name, draw] of images) {
  if (only.length && !only.includes(name)) continue;
  const svg = draw();
  const image = sharp(Buffer.from(svg));
  const jpg = await image
    .clone()
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  await writeFile(path.join(outDir, `${name}.jpg`), jpg.data);
  console.log(`${name}.jpg  ${jpg.info.width}x${jpg.info.height}  ${(jpg.data.length / 1024).toFixed(0)} KB`);
  if (preview) {
    await image
      .clone()
      .resize({ width: 1200 })
      .png()
      .toFile(path.join(previewDir, `${name}.png`));
  }
}

if (!only.length || only.includes('favicon')) {
  const svg = favicon();
  await writeFile(path.join(root, 'public/favicon.svg'), svg);
  console.log(`favicon.svg  ${Buffer.byteLength(svg)} bytes`);
  if (preview) {
    await sharp(Buffer.from(svg), { density: 600 }).resize(256).png().toFile(path.join(previewDir, 'favicon.png'));
  }
}
