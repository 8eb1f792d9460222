'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useCreateInvitationLink, useRevokeInvitationLink } from '@/lib/api/invitations';
import { showToast } from '@/lib/stores/toast-store';
import { GroupOptions } from './group-options';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { INVITATION_LINK_VALID_DAYS, type TInvitationLink } from '@/lib/shared/validation/invitation';

/**
 * A group's invitation link to project in class: the link, its QR code, copy and turn
 * off. The QR code is drawn here, with qrcode loaded on first use: the page does not carry it.
 */
export function InvitationLinkPanel({ groups }: { groups: TGroupSummary[] }) {
  const t = useTranslations();
  const format = useFormatter();
  const [groupId, setGroupId] = useState(groups.length === 1 ? String(groups[0].id) : '');
  const [link, setLink] = useState<(TInvitationLink & { qr: string }) | null>(null);
  const [off, setOff] = useState(false);
  const create = useCreateInvitationLink();
  const revoke = useRevokeInvitationLink();

  const onCreate = () =>
    create.mutate(Number(groupId), {
      onSuccess: async (made) => {
        const QRCode = await import('qrcode');
        setOff(false);
        setLink({ ...made, qr: await QRCode.toString(made.url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) });
      },
    });

  return (
    <section className="stack invitation-link" aria-labelledby="invitation-link-title">
      <h2 id="invitation-link-title">{t('invitationLink.title')}</h2>
      <p className="muted">{t('invitationLink.intro', { days: INVITATION_LINK_VALID_DAYS })}</p>
      <div className="field">
        <label htmlFor="invitation-link-group">{t('invitationLink.group')}</label>
        <select id="invitation-link-group" className="p-inputtext p-component" value={groupId} onChange={(event) => setGroupId(event.target.value)}>
          <GroupOptions groups={groups} />
        </select>
      </div>
      <Button type="button" label={create.isPending ? t('invitationLink.creating') : t('invitationLink.create')} onClick={onCreate} disabled={!groupId || create.isPending} loading={create.isPending} />
      {link && !off && (
        <div className="stack invitation-link__made">
          <div className="field">
            <label htmlFor="invitation-link-url">{t('invitationLink.link')}</label>
            <InputText id="invitation-link-url" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
          </div>
          <div className="invitation-link__qr" role="img" aria-label={t('invitationLink.qr')} dangerouslySetInnerHTML={{ __html: link.qr }} />
          <p className="muted">{t('invitationLink.expires', { date: format.dateTime(new Date(link.expiresAt), { dateStyle: 'long' }) })}</p>
          <div className="invitation-link__actions">
            <Button
              type="button"
              outlined
              label={t('invitationLink.copy')}
              onClick={async () => {
                await navigator.clipboard.writeText(link.url);
                showToast({ severity: 'success', summary: t('invitationLink.copied') });
              }}
            />
            <Button type="button" severity="danger" outlined label={t('invitationLink.revoke')} onClick={() => revoke.mutate(link.id, { onSuccess: () => setOff(true) })} />
          </div>
        </div>
      )}
      {off && <p role="status">{t('invitationLink.revoked')}</p>}
    </section>
  );
}
