'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { usePreviewInvitations, useSendInvitations } from '@/lib/api/manage-members';
import { showToast } from '@/lib/stores/toast-store';
import { parseClassList } from '@/lib/shared/validation/class-list';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { BULK_MAX, type TInviteePreview } from '@/lib/shared/validation/manage-members';
import { ClassPreview } from './class-preview';
import { GroupOptions } from './group-options';

/** Rows per bulk call: small enough for the progress bar to move, large enough not to wait on round trips. */
const SLICE = 10;

/**
 * Invite a whole class: paste or upload a CSV (e-mail, first name, last name), see what each
 * row would become (new, to add to the group, already in it, invalid) before anything is sent,
 * then send the ones to act on slice by slice with a progress bar, and the invitationSent toast
 * (spec §8), which also counts the members added to the group.
 */
export function ClassImport({ communityId, groups }: { communityId: number; groups: TGroupSummary[] }) {
  const t = useTranslations('manageMembers.import');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [groupId, setGroupId] = useState(groups.length === 1 ? String(groups[0].id) : '');
  const [preview, setPreview] = useState<TInviteePreview[] | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const previewing = usePreviewInvitations();
  const sending = useSendInvitations();
  const rows = parseClassList(text);
  const list = (slice = rows) => ({ groupId: Number(groupId), communityId, locale, rows: slice });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setPreview(null);
  };
  const onPreview = () => {
    setTooMany(rows.length > BULK_MAX);
    if (rows.length === 0 || rows.length > BULK_MAX || !groupId) return;
    previewing.mutate(list(), { onSuccess: setPreview });
  };
  const toSend = preview?.filter((r) => r.status === 'new' || r.status === 'reinvite' || r.status === 'addToGroup') ?? [];
  const toAdd = toSend.filter((r) => r.status === 'addToGroup').length;
  const toInvite = toSend.length - toAdd;
  const sendLabel = toAdd === 0 ? t('send', { count: toInvite }) : toInvite === 0 ? t('add', { count: toAdd }) : t('sendAndAdd', { invited: toInvite, added: toAdd });
  const onSend = async () => {
    setProgress({ done: 0, total: toSend.length });
    let sent = 0;
    let added = 0;
    try {
      for (let start = 0; start < toSend.length; start += SLICE) {
        const outcomes = await sending.mutateAsync(list(toSend.slice(start, start + SLICE)));
        sent += outcomes.filter((o) => o.sent).length;
        added += outcomes.filter((o) => o.added).length;
        setProgress({ done: Math.min(start + SLICE, toSend.length), total: toSend.length });
      }
      showToast({ severity: 'success', summary: t('invitationSent', { count: sent }), detail: added > 0 ? t('membersAdded', { count: added }) : undefined });
      setText('');
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="stack class-import" aria-labelledby="class-import-title">
      <h2 id="class-import-title">{t('title')}</h2>
      <p className="muted">{t('intro', { max: BULK_MAX })}</p>
      <div className="field">
        <label htmlFor="class-import-group">{t('group')}</label>
        <select id="class-import-group" className="p-inputtext p-component" value={groupId} onChange={(e) => setGroupId(e.target.value)}>
          <GroupOptions groups={groups} />
        </select>
      </div>
      <div className="field">
        <label htmlFor="class-import-file">{t('file')}</label>
        <input id="class-import-file" type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void onFile(e.target.files?.[0])} />
      </div>
      <div className="field">
        <label htmlFor="class-import-text">{t('paste')}</label>
        <textarea
          id="class-import-text"
          className="p-inputtext p-component"
          rows={6}
          value={text}
          placeholder="email;prénom;nom"
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
        />
      </div>
      {tooMany && <p className="field-error">{t('tooMany', { max: BULK_MAX })}</p>}
      <Button type="button" label={t('preview')} onClick={onPreview} loading={previewing.isPending} disabled={rows.length === 0 || !groupId || previewing.isPending} outlined />
      {preview && <ClassPreview rows={preview} />}
      {preview && (
        <Button type="button" label={sendLabel} onClick={() => void onSend().catch(() => undefined /* shown by the mutation's onError; the slices after it are not sent */)} disabled={toSend.length === 0 || progress !== null} />
      )}
      {progress && (
        <div className="field">
          <label htmlFor="class-import-progress">{t('progress', { done: progress.done, total: progress.total })}</label>
          <progress id="class-import-progress" max={progress.total} value={progress.done} />
        </div>
      )}
    </section>
  );
}
