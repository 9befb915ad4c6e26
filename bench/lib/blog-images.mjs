// The images the data set's blog posts name (`/uploads/bench-N.webp`, dataset.mjs), made as the demo
// data makes its own, so the blog page is measured with its pictures as people see it, not with
// broken images (a 404 each, which Lighthouse also reports as console errors).
import { linkSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { svgToWebp, thumbnailSvg } from '../../apps/server/src/db/seed/generated-images';
import { localUploadsDir } from '../../apps/server/src/modules/uploads/image-store';

/** Post n's title is BLOG_TITLE + n, its image /uploads/ + BLOG_IMAGE + n + .webp (dataset.mjs writes them in SQL). */
export const BLOG_TITLE = 'Why donating blood matters, part ';
export const BLOG_IMAGE = 'bench-';
const blogImageName = (n) => `${BLOG_IMAGE}${n}.webp`;

/** Makes the images once; `copyTo(dataDir)` puts them where an app with that DATA_DIR serves them, `remove()` cleans up. */
export async function makeBlogImages(count) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'grant-bench-images-'));
  for (let n = 1; n <= count; n++) {
    await writeFile(path.join(dir, blogImageName(n)), await svgToWebp(thumbnailSvg(`${BLOG_TITLE}${n}`, (n * 47) % 360)));
  }
  return {
    copyTo(dataDir) {
      const uploads = localUploadsDir(dataDir);
      mkdirSync(uploads, { recursive: true });
      for (let n = 1; n <= count; n++) linkSync(path.join(dir, blogImageName(n)), path.join(uploads, blogImageName(n)));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
