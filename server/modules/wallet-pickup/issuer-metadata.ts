import 'server-only';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { translator } from '../../platform/translations';
import { CRYPTOSUITE, OPEN_BADGE_CONTEXTS } from '../credentials';
import { CONFIGURATION_ID, HOLDER_DID_METHODS, PRE_AUTHORIZED_GRANT, PROOF_ALGORITHMS } from './pickup-rules';
import { walletEndpoints } from './wallet-endpoints';

type Community = { name: string; origin: string };

/**
 * The community as a credential issuer (OpenID4VCI draft 13 §11.2, at
 * /.well-known/openid-credential-issuer on its host): its one credential configuration, an
 * OpenBadgeCredential as `ldp_vc` (Appendix A.1.2) bound to a did:key or did:jwk holder through
 * a JWT proof, displayed in each of the product's languages. Its own origin is its
 * authorization server (no `authorization_servers`).
 */
export function credentialIssuerMetadata(community: Community) {
  const endpoints = walletEndpoints(community.origin);
  return {
    credential_issuer: community.origin,
    credential_endpoint: endpoints.credential,
    display: LOCALES.map((locale) => ({ name: community.name, locale })),
    credential_configurations_supported: {
      [CONFIGURATION_ID]: {
        format: 'ldp_vc',
        credential_definition: { '@context': OPEN_BADGE_CONTEXTS, type: ['VerifiableCredential', 'OpenBadgeCredential'] },
        cryptographic_binding_methods_supported: HOLDER_DID_METHODS,
        credential_signing_alg_values_supported: [CRYPTOSUITE],
        proof_types_supported: { jwt: { proof_signing_alg_values_supported: PROOF_ALGORITHMS } },
        display: LOCALES.map((locale) => {
          const words = translator(locale, 'walletPickup');
          return { name: words('credentialName'), locale, description: words('credentialDescription', { community: community.name }) };
        }),
      },
    },
  };
}

/**
 * Its token endpoint's metadata (RFC 8414 §2, at /.well-known/oauth-authorization-server):
 * only the pre-authorized code grant, without client authentication (OpenID4VCI draft 13 §11.3),
 * and so no authorization endpoint and no response type.
 */
export function authorizationServerMetadata(community: Community) {
  return {
    issuer: community.origin,
    token_endpoint: walletEndpoints(community.origin).token,
    response_types_supported: [],
    grant_types_supported: [PRE_AUTHORIZED_GRANT],
    token_endpoint_auth_methods_supported: ['none'],
    'pre-authorized_grant_anonymous_access_supported': true,
  };
}
