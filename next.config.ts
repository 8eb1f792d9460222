import { randomUUID } from 'node:crypto';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readWebEnv } from './lib/env';
import { FORWARDED_BODY_MAX_BYTES, SECURITY_HEADERS } from './lib/shared/edge/edge-rules.mjs';

// Validates the configuration: a bad value fails here, at build and at start.
readWebEnv();
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * One id per build, written into the pages' code and into /latest.json's answer at build time:
 * a page whose id differs from the server's latest.json was built before the running one
 * (components/layout/build-watcher.tsx). BUILD_ID pins it, for builds that must be reproducible.
 */
const buildId = process.env.BUILD_ID ?? randomUUID();

const config: NextConfig = {
  poweredByHeader: false,
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (the test line's first step): a build checking
  // them again costs every start and every CI run over a minute on two cores and finds nothing new.
  typescript: { ignoreBuildErrors: true },
  // The spec's `GET /v2/journal_items/` keeps its slash through /api; proxy.ts redirects pages.
  skipTrailingSlashRedirect: true,
  // Next buffers a forwarded body up to this size and cuts the rest: keep it at the backend's limit.
  experimental: { proxyClientMaxBodySize: FORWARDED_BODY_MAX_BYTES },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ];
  },
};

export default withNextIntl(config);
