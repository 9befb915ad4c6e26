// Draws the installable app's icons (apps/web/public/icons) from the logo's drop (public/favicon.svg)
// in the brand colour. Run it again after a change of logo: `node apps/web/scripts/make-icons.mjs`.
// The PNGs are committed, so the build itself needs no image library.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const BRAND = '#b91c1c';
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const drop = favicon.match(/<path d="([^"]+)"/)?.[1];
if (!drop) throw new Error('public/favicon.svg has no <path d="…">');

/**
 * The drop (drawn on a 32-unit grid, centred on 16,16) white on the brand colour, scaled to `scale`
 * of the side: within the 80% circle a maskable icon must keep its content in. `corner` rounds the
 * square for launchers that show the icon as it is (purpose "any").
 */
const onBrand = (corner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="${corner}" fill="${BRAND}"/>` +
  `<path transform="translate(256 256) scale(11) translate(-16 -16)" d="${drop}" fill="#fff"/></svg>`;
/** A notification's badge: the browser draws only its shape (alpha), small, in the status bar. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${drop}" fill="#fff"/></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: onBrand(96), size: 192 },
  { file: 'icon-512.png', svg: onBrand(96), size: 512 },
  { file: 'maskable-512.png', svg: onBrand(0), size: 512 },
  { file: 'apple-touch-icon.png', svg: onBrand(0), size: 180 },
  { file: 'badge-96.png', svg: badge, size: 96 },
];

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(icon.svg), { density: 600 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', icon.file));
  console.log(`public/icons/${icon.file}`);
}
