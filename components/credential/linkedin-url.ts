/** What LinkedIn's form is filled in from: a live credential, as the verify page or the learner's collection read it. */
export type TLinkedInCredential = {
  name: string;
  community: string;
  linkedinOrganizationId: string | null;
  certifiedAt: string;
  url: string;
  publicId: string;
};

/**
 * LinkedIn's "add a licence or certification" form, filled in from the credential. The issuer is
 * the community's LinkedIn page when it set its organization id (LinkedIn then shows its logo
 * and links the page), else its name as free text.
 */
export function linkedInAddUrl(credential: TLinkedInCredential): string {
  const certified = new Date(credential.certifiedAt);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: credential.name });
  if (credential.linkedinOrganizationId) params.set('organizationId', credential.linkedinOrganizationId);
  else params.set('organizationName', credential.community);
  params.set('issueYear', String(certified.getUTCFullYear()));
  params.set('issueMonth', String(certified.getUTCMonth() + 1));
  params.set('certUrl', credential.url);
  params.set('certId', credential.publicId);
  return `https://www.linkedin.com/profile/add?${params}`;
}
