'use client';

import { useEffect, useRef, useState } from 'react';

/** Spec §9: a card shakes for 100 ms when its data changes (not on first render). */
const SHAKE_MS = 100;

export function useShake(signature: string): boolean {
  const previous = useRef(signature);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (previous.current === signature) return;
    previous.current = signature;
    setShaking(true);
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [signature]);
  return shaking;
}
