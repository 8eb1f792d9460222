'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/prime/dialog';
import { getGroupInfoQueryOptions } from '@/lib/api/groups';
import { GroupDetailsForm } from './group-details-form';
import { GroupListsEditor } from './group-lists-editor';

/** A group's edit dialog: its details, then its tags and skills. */
export function EditGroupDialog({ groupId, name, onHide }: { groupId: number; name: string; onHide: () => void }) {
  const t = useTranslations('manageGroups');
  const group = useQuery(getGroupInfoQueryOptions(groupId));
  return (
    <Dialog
      visible
      onHide={onHide}
      // Focus goes to the name, where the person acts, not to the close button.
      onShow={() => document.getElementById('group-edit-name')?.focus()}
      header={t('editTitle', { name })}
      modal
      draggable={false}
      style={{ width: 'min(40rem, 94vw)' }}
    >
      {group.isPending && <p className="muted">{t('loadingGroup')}</p>}
      {group.isError && <p className="field-error">{t('loadError')}</p>}
      {group.data && (
        <div className="stack">
          <GroupDetailsForm key={group.data.id} group={group.data} />
          <GroupListsEditor group={group.data} />
        </div>
      )}
    </Dialog>
  );
}
