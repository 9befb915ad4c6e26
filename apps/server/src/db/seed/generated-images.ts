/** Demo artwork made here, so the demo needs nothing from outside the machine. */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="hsl(${hue} 55% 42%)"/>
  <text x="128" y="150" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

export function thumbnailSvg(title: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 75% 25%)"/>
  </linearGradient></defs>
  <rect width="960" height="540" fill="url(#g)"/>
  <path d="M480 110 C 420 200 360 260 360 330 a120 120 0 0 0 240 0 C 600 260 540 200 480 110 Z" fill="#fff" fill-opacity="0.9"/>
  <text x="480" y="500" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${escapeXml(title.slice(0, 48))}</text>
</svg>`;
}

/** sharp loads only when demo data is first made, so later starts do without it. */
export async function svgToWebp(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
