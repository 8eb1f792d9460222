import type { Page } from '@playwright/test';
import { photoJpeg } from './images';

/** An outbox item as the page keeps it (lib/offline/outbox.ts), with its picture's bytes as text for the trip into the page. */
export type TSeededItem = {
  key: string;
  userId: number;
  status: 'waiting' | 'refused';
  draft: { description: string; date: string; title?: string };
  /** An experience's fields (sent multipart with a picture), or a story's (sent as JSON). */
  experience?: Record<string, unknown>;
  story?: Record<string, unknown>;
  refusal?: { message: string | null; errors: Record<string, string[]> | null };
};

/**
 * Writes `add` into the device's outbox, inside the page, then merges `changeExperience` into
 * every item's experience fields. The layout is idb-keyval's (one database, one store, keys
 * outside the values), as the page and the service worker read it.
 */
export async function editOutbox(page: Page, { add = [], changeExperience }: { add?: TSeededItem[]; changeExperience?: Record<string, unknown> }) {
  const picture = (await photoJpeg(320, 240, 40)).toString('base64');
  await page.evaluate(
    async ({ add, changeExperience, picture }) => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('journal-outbox');
        opening.onupgradeneeded = () => opening.result.createObjectStore('items');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const done = (request: IDBRequest) => new Promise<unknown>((resolve) => (request.onsuccess = () => resolve(request.result)));
      const store = () => database.transaction('items', 'readwrite').objectStore('items');
      for (const item of add) {
        const blob = new Blob([Uint8Array.from(atob(picture), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
        const parts = [
          { name: 'experience', value: JSON.stringify(item.experience) },
          { name: 'experience[picture]', blob, filename: 'picture.jpg' },
        ];
        const request = item.story ? { path: '/api/v2/stories', json: JSON.stringify({ story: item.story }) } : { path: '/api/v2/experiences', parts };
        const kind = item.story ? 'story' : 'experience';
        const kept = { key: item.key, userId: item.userId, kind, createdAt: new Date().toISOString(), locale: 'fr', draft: JSON.stringify(item.draft), request, status: item.status, refusal: item.refusal };
        await done(store().put(kept, item.key));
      }
      if (!changeExperience) return;
      const keys = (await done(store().getAllKeys())) as IDBValidKey[];
      for (const key of keys) {
        const item = (await done(store().get(key))) as { request: { parts?: { name: string; value?: string }[] } };
        const experience = item.request.parts?.find((part) => part.name === 'experience');
        if (!experience) continue;
        experience.value = JSON.stringify({ ...JSON.parse(experience.value!), ...changeExperience });
        await done(store().put(item, key));
      }
    },
    { add, changeExperience, picture },
  );
}
