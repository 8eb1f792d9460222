/** The app's navigation: next-intl's, with a Link that prefetches on intent (./intent-link). */
export { redirect, usePathname, useRouter, getPathname } from './locale-navigation';
export { IntentLink as Link } from './intent-link';
