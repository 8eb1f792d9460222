import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { load, type LoadResult } from './load';

/** A phone-like photo (1600x1200 JPEG, ~200 KB) written once for the upload benchmarks. */
async function photoFile(): Promise<string> {
  const file = path.join(tmpdir(), 'bench-photo.jpg');
  const noise = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(file, noise);
  return file;
}

/** POST /v2/experiences (multipart, picture included) and PATCH /v2/experience_pictures/{id}, on loopback. */
export async function experienceUploads(api: string, headers: Record<string, string>): Promise<LoadResult[]> {
  const picture = await photoFile();
  const experience = JSON.stringify({ description: 'Bench', date: new Date().toISOString(), sharing_parameters: 'private', tags_attributes: [{ name: 'bench' }] });
  const create = await load('backend POST /v2/experiences (1600x1200 JPEG)', {
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
