import { describe, expect, it } from 'vitest';
import { pictureSources, renditionOf } from '@/lib/shared/pictures/picture-sources';

const hash = 'ab'.repeat(32);
const url = `/api/v2/pictures/${hash}.jpg`;
const at = (suffix: string) => `/api/v2/pictures/${hash}${suffix}.jpg`;

describe('pictureSources', () => {
  it('offers a stored picture\'s thumbnail, page rendition and original by their nominal widths', () => {
    expect(pictureSources(url)).toEqual({ src: url, srcSet: `${at('-thumbnail')} 400w, ${at('-page')} 1000w, ${url} 2000w` });
  });

  it('gives each candidate its real width when the picture\'s size is known', () => {
    // A portrait picture: its renditions are bounded by their height.
    expect(pictureSources(url, { width: 1500, height: 2000 }).srcSet).toBe(`${at('-thumbnail')} 300w, ${at('-page')} 750w, ${url} 1500w`);
    expect(pictureSources(url, { width: 2000, height: 1000 }).srcSet).toBe(`${at('-thumbnail')} 400w, ${at('-page')} 1000w, ${url} 2000w`);
  });

  it('offers the smallest file of each width for a small picture, which renditions do not enlarge', () => {
    expect(pictureSources(url, { width: 800, height: 600 }).srcSet).toBe(`${at('-thumbnail')} 400w, ${at('-page')} 800w`);
    expect(pictureSources(url, { width: 300, height: 200 }).srcSet).toBe(`${at('-thumbnail')} 300w`);
  });

  it('falls back to the nominal widths when the size is unknown', () => {
    expect(pictureSources(url, { width: null, height: null }).srcSet).toBe(`${at('-thumbnail')} 400w, ${at('-page')} 1000w, ${url} 2000w`);
  });

  it.each([
    'https://images.unsplash.com/photo-1?w=1080',
    'blob:http://demo.localhost:3000/0c5c5c5c-1111-2222-3333-444444444444',
    `/api/v2/pictures/${hash}-page.jpg`,
    `/api/v2/pictures/${hash.toUpperCase()}.jpg`,
    `/api/v2/pictures/${hash}.png`,
    `/api/v2/avatars/${hash}.jpg`,
  ])('shows any other address as it is: %s', (other) => {
    expect(pictureSources(other)).toEqual({ src: other });
  });
});

describe('renditionOf', () => {
  it('names a stored picture\'s rendition with its size, bounded by the longer side and never enlarged', () => {
    expect(renditionOf(url, 'page', { width: 2000, height: 1500 })).toEqual({ url: at('-page'), width: 1000, height: 750 });
    expect(renditionOf(url, 'page', { width: 900, height: 1800 })).toEqual({ url: at('-page'), width: 500, height: 1000 });
    expect(renditionOf(url, 'thumbnail', { width: 300, height: 200 })).toEqual({ url: at('-thumbnail'), width: 300, height: 200 });
    expect(renditionOf(url, 'page', { width: null, height: null })).toEqual({ url: at('-page'), width: null, height: null });
  });

  it('keeps any other address as it is', () => {
    const unsplash = 'https://images.unsplash.com/photo-1?w=1080';
    expect(renditionOf(unsplash, 'page', { width: 1080, height: 720 })).toEqual({ url: unsplash, width: 1080, height: 720 });
  });
});
