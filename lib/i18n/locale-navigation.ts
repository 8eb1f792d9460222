import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's locale-aware navigation; the app imports it through ./navigation, whose Link waits for intent. */
export const { Link: LocaleLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
