import 'server-only';
import type { SecretBox } from '../../platform/secret-box';

/** What issuing and verifying need beyond the database: the public origin and the master key's box. */
export type BadgeSettings = {
  /** APP_ORIGIN: a community's credentials name its sub-domain of it. */
  appOrigin: string;
  /** Seals the communities' secret keys under the badges master key (BADGES_MASTER_KEY). */
  keyBox: SecretBox;
};
