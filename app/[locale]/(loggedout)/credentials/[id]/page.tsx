import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CredentialView } from '@/components/credential/credential-view';
import { fetchCredentialPage } from '@/lib/api/credentials';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { CREDENTIAL_PUBLIC_ID_PATTERN } from '@/lib/shared/validation/credential';

export async function generateMetadata() {
  const t = await getTranslations('credential');
  return { title: t('metaTitle'), robots: { index: false } };
}

const PUBLIC_ID = new RegExp(CREDENTIAL_PUBLIC_ID_PATTERN);

/** Not in the spec: an Open Badge's public verify page, open signed out, checked live on each visit. */
export default async function CredentialPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!PUBLIC_ID.test(id)) notFound();
  const credential = await orNotFound(fetchCredentialPage(id, await serverApi()));
  return <CredentialView credential={credential} />;
}
