import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Small real pictures, made on the spot (no binary fixtures in the repository). */
export function jpeg(width = 64, height = 48, colour = '#c0392b') {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

export function png(width = 64, height = 48, colour = '#2980b9') {
  return sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer();
}

export function webp(width = 64, height = 48, colour = '#27ae60') {
  return sharp({ create: { width, height, channels: 3, background: colour } }).webp().toBuffer();
}

/** A JPEG carrying the GPS position of Paris and a camera model, as a phone writes them. */
export function jpegWithGps() {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Learner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 0/1' },
    })
    .toBuffer();
}

/** A landscape 60×40 JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6). */
export function jpegRotated() {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#16a085' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A tiny valid PNG whose header claims `width`×`height`: a decompression bomb as far as any
 * decoder that trusts the header is concerned.
 */
export async function pngClaiming(width: number, height: number) {
  const bytes = Buffer.from(await png(8, 8));
  // IHDR data starts at byte 16 (signature 8, length 4, type 4); its CRC covers type and data.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** Whether an EXIF block (as sharp's metadata returns it) has a GPS sub-IFD (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** The multipart body the front end sends: `experience` as a snake_case JSON string and the file. */
export function experienceForm(experience: unknown, picture?: Buffer | null, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  if (experience !== undefined) form.append('experience', typeof experience === 'string' ? experience : JSON.stringify(experience));
  if (picture) form.append('experience[picture]', new Blob([new Uint8Array(picture)], { type }), filename);
  return form;
}

export function pictureForm(picture: Buffer | null, filename = 'photo.jpg', type = 'image/jpeg') {
  return experienceForm(undefined, picture, filename, type);
}

/**
 * A photo-like JPEG as stored (2000 px, quality 82): a sky-to-ground gradient, a sun and some
 * grain, so sizes measured on it are closer to a phone's picture than a flat colour would be.
 */
export function photo(width = 2000, height = 1500, hue = 170) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="0.6" stop-color="hsl(${hue + 30},45%,55%)"/><stop offset="1" stop-color="hsl(${hue + 60},40%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="hsl(${hue + 180},80%,70%)"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.3} ${height * 0.55} ${width * 0.6} ${height * 0.72} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="hsl(${hue + 90},35%,35%)"/>
  </svg>`;
  const grain = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png();
  return grain.toBuffer().then((noise) =>
    sharp(Buffer.from(svg))
      .composite([{ input: noise, blend: 'overlay' }])
      .jpeg({ quality: 82 })
      .toBuffer(),
  );
}
