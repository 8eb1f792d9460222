import { describe, expect, it } from 'vitest';
import { routePattern } from '@/scripts/web-observe.mjs';

describe("the web server's route patterns, for its access log and metrics", () => {
  it('turns ids into :id, so that a metric series is not made per learner', () => {
    expect(routePattern('/api/v2/experiences/123/pdf')).toBe('/api/v2/experiences/:id/pdf');
    expect(routePattern('/en/stories/42')).toBe('/en/stories/:id');
  });

  it('hides long opaque segments, where links carry their secrets', () => {
    expect(routePattern('/fr/review/0d3c1e9a-9f7e-4f5e-8c8e-7f1f2a3b4c5d')).toBe('/fr/review/:token');
    expect(routePattern('/api/v2/pictures/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.jpg')).toBe('/api/v2/pictures/:token');
  });

  it('keeps the words of the product, and folds static assets into one pattern', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/journal')).toBe('/journal');
    expect(routePattern('/_next/static/chunks/app/page-abc.js')).toBe('/_next/static/*');
  });
});
