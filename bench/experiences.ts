import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { load, type LoadResult } from './load';

/**
 * A phone-camera-like photo (4000x3000 JPEG, ~2.4 MB: a gradient, a shape and sensor-like
 * grain), written once for the upload benchmarks. Pure noise would be a worst case no
 * camera produces; this is what a learner's phone sends.
 */
async function photoFile(): Promise<string> {
  const file = path.join(tmpdir(), 'bench-photo.jpg');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a7"/><stop offset="1" stop-color="#fc6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1500" cy="1600" r="800" fill="#fff8"/></svg>`;
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 12 } } }).png().toBuffer();
  const photo = await sharp(Buffer.from(scene)).composite([{ input: grain, blend: 'add' }]).jpeg({ quality: 90 }).toBuffer();
  writeFileSync(file, photo);
  return file;
}

/** POST /v2/experiences (multipart, picture included) and PATCH /v2/experience_pictures/{id}, on loopback. */
export async function experienceUploads(api: string, headers: Record<string, string>): Promise<LoadResult[]> {
  const picture = await photoFile();
  const experience = JSON.stringify({ description: 'Bench', date: new Date().toISOString(), sharing_parameters: 'private', tags_attributes: [{ name: 'bench' }] });
  const create = await load('backend POST /v2/experiences (4000x3000 JPEG)', {
    url: `${api}/v2/experiences`,
    method: 'POST',
    headers,
    connections: 4,
    form: { experience: { type: 'text', value: experience }, 'experience[picture]': { type: 'file', path: picture } },
  });
  const created = await fetch(`${api}/v2/experiences`, { headers }).then((r) => r.json());
  const id = created.data.paginated_results[0].id;
  const replace = await load('backend PATCH /v2/experience_pictures/{id}', {
    url: `${api}/v2/experience_pictures/${id}`,
    method: 'PATCH',
    headers,
    connections: 4,
    form: { 'experience[picture]': { type: 'file', path: picture } },
  });
  return [create, replace];
}
