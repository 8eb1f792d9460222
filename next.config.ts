import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readWebEnv } from './lib/env';
import { FORWARDED_BODY_MAX_BYTES } from './scripts/edge-headers.mjs';

// Validates the configuration: a bad value fails here, at build and at start.
readWebEnv();
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The spec's `GET /v2/journal_items/` keeps its slash through /api; proxy.ts redirects pages.
  skipTrailingSlashRedirect: true,
  // Next buffers a forwarded body up to this size and cuts the rest: keep it at the backend's limit.
  experimental: { proxyClientMaxBodySize: FORWARDED_BODY_MAX_BYTES },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(config);
