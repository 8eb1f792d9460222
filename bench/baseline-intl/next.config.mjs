import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

// The design's floor (bench/README.md): the product's own Next, React and next-intl.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// next-intl reads this path from the working directory: bench/baseline.ts builds and starts here.
const withNextIntl = createNextIntlPlugin('./i18n/request.js');
export default withNextIntl({ turbopack: { root }, outputFileTracingRoot: root });
