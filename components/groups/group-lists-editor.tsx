'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRemoveGroupTag, useUpdateGroup } from '@/lib/api/groups';
import { GROUP_SKILL_NAME_MAX, GROUP_TAG_NAME_MAX, type TGroupInfo } from '@/lib/shared/validation/group';
import { NameListEditor } from './name-list-editor';

/**
 * A group's suggested tags and its skills, each change saved at once (as the experience
 * wizard saves tags on edit): tags are added with PUT and removed with DELETE /v2/tags/{id};
 * skills are added and removed (`_destroy`) with PUT.
 */
export function GroupListsEditor({ group }: { group: TGroupInfo }) {
  const t = useTranslations('manageGroups');
  const [tagError, setTagError] = useState<string>();
  const [skillError, setSkillError] = useState<string>();
  const tagUpdate = useUpdateGroup({
    onFieldErrors: (errors) => {
      const message = errors['tags_attributes.0.name']?.[0] ?? errors.tags_attributes?.[0];
      setTagError(message);
      return Boolean(message);
    },
  });
  const skillUpdate = useUpdateGroup({
    onFieldErrors: (errors) => {
      const taken = errors['skills_attributes.0.name'];
      setSkillError(taken?.length ? t('skills.taken') : undefined);
      return Boolean(taken?.length);
    },
  });
  const removeTag = useRemoveGroupTag();
  const pending = tagUpdate.isPending || skillUpdate.isPending || removeTag.isPending;

  return (
    <div className="stack">
      <NameListEditor
        id="group-tags"
        title={t('tags.title')}
        intro={t('tags.intro')}
        label={t('tags.label')}
        addLabel={t('tags.add')}
        removeLabel={(tag) => t('tags.remove', { tag })}
        listLabel={t('tags.listLabel')}
        empty={t('tags.empty')}
        items={group.tags}
        maxLength={GROUP_TAG_NAME_MAX}
        tooLong={t('tooLong', { max: GROUP_TAG_NAME_MAX })}
        pending={pending}
        error={tagError}
        onAdd={(name, done) => {
          setTagError(undefined);
          tagUpdate.mutate({ groupId: group.id, tagsAttributes: [{ name }] }, { onSuccess: done });
        }}
        onRemove={(tag) => removeTag.mutate({ tagId: tag.id, groupId: group.id, communityId: group.communityId })}
      />
      <NameListEditor
        id="group-skills"
        title={t('skills.title')}
        intro={t('skills.intro')}
        label={t('skills.label')}
        addLabel={t('skills.add')}
        removeLabel={(skill) => t('skills.remove', { skill })}
        listLabel={t('skills.listLabel')}
        empty={t('skills.empty')}
        items={group.skills}
        maxLength={GROUP_SKILL_NAME_MAX}
        tooLong={t('tooLong', { max: GROUP_SKILL_NAME_MAX })}
        pending={pending}
        error={skillError}
        onAdd={(name, done) => {
          setSkillError(undefined);
          skillUpdate.mutate({ groupId: group.id, skillsAttributes: [{ name }] }, { onSuccess: done });
        }}
        onRemove={(skill) => skillUpdate.mutate({ groupId: group.id, skillsAttributes: [{ id: skill.id, _destroy: true }] })}
      />
    </div>
  );
}
