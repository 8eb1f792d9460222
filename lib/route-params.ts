import { notFound } from 'next/navigation';

/** Spec §5: ids in routes must be all digits, otherwise the route is invalid (404). */
export function digitsParam(value: string): number {
  if (!/^\d{1,9}$/.test(value)) notFound();
  return Number(value);
}

export function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) notFound();
  return value as T;
}
