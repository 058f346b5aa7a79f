/** `/favicon.ico`, drawn from the site's logo (src/app/icon.svg) at build time (src/page-info/favicon.ts). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { icoFromPngs } from '../../page-info/favicon';

export const dynamic = 'force-static';

const SIZES = [16, 32, 48];

export async function GET(): Promise<Response> {
  const svg = await readFile(path.join(process.cwd(), 'src/app/icon.svg'));
  const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const images = await Promise.all(
    SIZES.map(async (size) => {
      // The logo is 36 × 32: centred on a square, transparent canvas.
      const image = new ImageResponse(
        (
          <div style={{ display: 'flex', width: '100%', height: '100%', alignItems: 'center', justifyContent: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> elements */}
            <img src={source} width={size} height={Math.round((size * 32) / 36)} alt="" />
          </div>
        ),
        { width: size, height: size },
      );
      return { size, png: new Uint8Array(await image.arrayBuffer()) };
    }),
  );
  return new Response(icoFromPngs(images), { headers: { 'content-type': 'image/x-icon' } });
}
