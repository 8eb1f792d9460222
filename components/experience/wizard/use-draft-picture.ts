'use client';

import { useCallback, useEffect, useState } from 'react';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import { loadCroppedImage } from '../draft/draft-images';

/** The cropped draft picture from IndexedDB as an object URL, refreshed on demand. */
export function useDraftPicture() {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [loaded, setLoaded] = useState(false);

  const reload = useCallback(async () => {
    const stored = (await loadCroppedImage()) ?? null;
    setBlob(stored);
    setLoaded(true);
  }, []);

  useEffect(() => {
    // Reading IndexedDB is the external system this effect synchronises with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  const url = useObjectUrl(blob);

  return { blob, url, loaded, reload };
}
