'use client';

import { saveCroppedImage, saveOriginalImage } from './draft-images';
import { draftFromJson, useExperienceDraft } from './draft-store';

/** A draft kept elsewhere (the device's outbox) back in the wizard with its picture, as a new draft with a new key. */
export async function reopenDraft(json: string, picture: Blob | null) {
  if (picture) await Promise.all([saveOriginalImage(picture), saveCroppedImage(picture)]);
  useExperienceDraft.getState().restoreDraft(draftFromJson(json));
}
