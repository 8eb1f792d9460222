'use client';

import { del, get, set } from 'idb-keyval';

/** Spec §9: the browser's local database (idb-keyval's keyval-store / keyval), under these keys. */
const ORIGINAL_IMAGE_KEY = 'draft-experience-original-image';
const CROPPED_IMAGE_KEY = 'draft-experience-cropped-image';

export const saveOriginalImage = (blob: Blob) => set(ORIGINAL_IMAGE_KEY, blob);
export const saveCroppedImage = (blob: Blob) => set(CROPPED_IMAGE_KEY, blob);
export const loadOriginalImage = () => get<Blob>(ORIGINAL_IMAGE_KEY);
export const loadCroppedImage = () => get<Blob>(CROPPED_IMAGE_KEY);

export async function clearDraftImages() {
  await Promise.all([del(ORIGINAL_IMAGE_KEY), del(CROPPED_IMAGE_KEY)]);
}
