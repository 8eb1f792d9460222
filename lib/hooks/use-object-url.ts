'use client';

import { useEffect, useState } from 'react';

/**
 * An object URL for a blob, revoked when the blob changes or the component goes away.
 * Created in an effect (not a memo) so React's development remount recreates what it revoked.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = blob ? URL.createObjectURL(blob) : null;
    // The URL is an external resource tied to the blob's lifetime, not derived render state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);
  return url;
}
