import type { TIssuedCredentialPage } from '@/lib/shared/validation/credential';

/** LinkedIn's "add a licence or certification" form, filled in from the credential. */
export function linkedInAddUrl(credential: Pick<TIssuedCredentialPage, 'name' | 'community' | 'certifiedAt' | 'url' | 'publicId'>): string {
  const certified = new Date(credential.certifiedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: credential.name,
    organizationName: credential.community,
    issueYear: String(certified.getUTCFullYear()),
    issueMonth: String(certified.getUTCMonth() + 1),
    certUrl: credential.url,
    certId: credential.publicId,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
