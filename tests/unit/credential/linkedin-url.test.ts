import { describe, expect, it } from 'vitest';
import { linkedInAddUrl, type TLinkedInCredential } from '@/components/credential/linkedin-url';

const credential: TLinkedInCredential = {
  name: 'Organiser une semaine du recyclage',
  community: 'Lycée Mistral',
  linkedinOrganizationId: null,
  certifiedAt: '2026-03-31T23:30:00.000Z',
  url: 'http://mistral.localhost:3000/credentials/0b9d1a52-6f4e-4f43-9b55-2f0c3a1d7e10',
  publicId: '0b9d1a52-6f4e-4f43-9b55-2f0c3a1d7e10',
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('linkedInAddUrl', () => {
  it("fills LinkedIn's certification form, naming the community when it set no LinkedIn page", () => {
    const url = linkedInAddUrl(credential);
    expect(url.startsWith('https://www.linkedin.com/profile/add?')).toBe(true);
    expect(paramsOf(url)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: credential.name,
      organizationName: 'Lycée Mistral',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: credential.url,
      certId: credential.publicId,
    });
  });

  it("names the community's LinkedIn page by its organization id once set, and no free-text name", () => {
    const params = paramsOf(linkedInAddUrl({ ...credential, linkedinOrganizationId: '2414183' }));
    expect(params.organizationId).toBe('2414183');
    expect(params).not.toHaveProperty('organizationName');
  });
});
