'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { getCommunitySkillsQueryOptions } from '@/lib/api/experiences';
import { useExperienceDraft } from '../draft/draft-store';
import { SkillLevelLegend, SkillStars } from '@/components/ui/skill-stars';

/** Step 3: skills from the community's list or custom ones, each rated with stars. */
export function SkillsStep({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('experience.skills');
  const skills = useQuery(getCommunitySkillsQueryOptions());
  const chosen = useExperienceDraft((s) => s.draft.skillsAttributes);
  const toggle = useExperienceDraft((s) => s.toggleSkill);
  const setLevel = useExperienceDraft((s) => s.setSkillLevel);
  const [custom, setCustom] = useState('');
  const kept = chosen.filter((skill) => !skill._destroy);
  const isChosen = (skillId: number) => kept.some((skill) => skill.skillId === skillId);

  const addCustom = () => {
    if (!custom.trim()) return;
    toggle({ skillId: null, name: custom, custom: true });
    setCustom('');
  };

  return (
    <div className="stack">
      <section aria-labelledby="community-skills">
        <h2 id="community-skills" className="h3">
          {t('communityList')}
        </h2>
        {skills.isPending && <p className="muted">{t('loading')}</p>}
        {skills.isError && <p className="field-error">{t('loadError')}</p>}
        <div className="skill-choices">
          {skills.data?.map((skill) => (
            <button
              key={skill.id}
              type="button"
              className="skill-choice"
              aria-pressed={isChosen(skill.id)}
              onClick={() => toggle({ skillId: skill.id, name: skill.name, custom: false })}
            >
              {isChosen(skill.id) && <span className="pi pi-check" aria-hidden="true" />} {skill.name}
            </button>
          ))}
        </div>
      </section>
      <div className="field">
        <label htmlFor="custom-skill">{t('custom')}</label>
        <div className="row row--nowrap">
          <InputText
            id="custom-skill"
            value={custom}
            maxLength={80}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addCustom();
              }
            }}
            className="grow"
          />
          <Button type="button" icon="pi pi-plus" label={t('add')} outlined onClick={addCustom} disabled={!custom.trim()} />
        </div>
      </div>
      {kept.length > 0 && (
        <section aria-labelledby="chosen-skills">
          <h2 id="chosen-skills" className="h3">
            {t('chosen')}
          </h2>
          <SkillLevelLegend />
          <ul className="skill-list">
            {kept.map((skill) => (
              <li key={skill.id} className="skill-row">
                <span className="skill-row__name">{skill.name}</span>
                <SkillStars level={skill.level} label={t('rate', { skill: skill.name })} onChange={(level) => setLevel(skill.id, level)} />
                {showErrors && skill.level === null && <small className="field-error">{t('levelRequired')}</small>}
                <Button
                  type="button"
                  icon="pi pi-times"
                  text
                  rounded
                  aria-label={t('remove', { skill: skill.name })}
                  onClick={() => toggle({ skillId: skill.skillId, name: skill.name, custom: skill.custom })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
