type Place = { name?: string | null; city?: string | null; postcode?: string | null; administrative?: string | null; country?: string | null };

/** Spec §5: name (skipped when equal to city), city, postcode, administrative area, country; empty parts left out. */
export function formatLocation(place: Place | null | undefined): string {
  if (!place) return '';
  const name = place.name && place.name !== place.city ? place.name : null;
  return [name, place.city, place.postcode, place.administrative, place.country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
