import type { TAddress, TSharing } from '@/lib/shared/validation/experience';

export type TDraftTag = { id?: number; name: string; _destroy?: boolean };

/** isNew: added in this draft (temporary random id, not yet saved). */
export type TDraftSkill = {
  id: number;
  isNew: boolean;
  skillId: number | null;
  name: string;
  level: number | null;
  custom: boolean;
  _destroy?: boolean;
  skillsAttributes: TDraftSkill[];
};

export type TExperienceDraft = {
  id: number | null;
  description: string;
  date: Date;
  link: { linkUrl: string } | null;
  sharingParameters: TSharing;
  groupIds: number[];
  tagsAttributes: TDraftTag[];
  skillsAttributes: TDraftSkill[];
  addressAttributes: TAddress | null;
  official: false;
  pictureUrl: string | null;
  /** The learner's description of the photo; empty when none. */
  pictureAlt: string;
};

/**
 * Who took a stock photo and where it lives, kept with the draft so its attribution (which
 * Unsplash requires wherever the photo is shown) stays beside it.
 */
export type TPictureCredit = { name: string; profileUrl: string | null };

export type { TCropArea } from '@/components/ui/crop-image';
export type { TCrop } from '@/components/ui/picture-cropper';
