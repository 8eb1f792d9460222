import sharp from 'sharp';

/** A real photo-like JPEG (a gradient with shapes), made on the fly. */
export async function photoJpeg(width = 1600, height = 1200, hue = 180): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 5}" fill="#fff8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export const photoFile = async (name = 'sortie.jpg', hue?: number) => ({ name, mimeType: 'image/jpeg', buffer: await photoJpeg(1600, 1200, hue) });

/**
 * A JPEG of exactly `bytes` bytes: noise (which compresses badly) padded after its end marker,
 * which decoders ignore. Used to hit the upload size cap to the byte.
 */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality: 100 })
    .toBuffer();
  if (noise.length > bytes) throw new Error(`A noise JPEG is already ${noise.length} bytes`);
  return Buffer.concat([noise, Buffer.alloc(bytes - noise.length)]);
}
