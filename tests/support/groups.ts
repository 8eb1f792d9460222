/** The multipart form the management page sends (spec §7): bracketed parts, an optional logo file. */
export function groupForm(fields: Record<string, string>, logo?: { bytes: Buffer; filename?: string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append('group[logo]', new Blob([new Uint8Array(logo.bytes)], { type: logo.type ?? 'image/jpeg' }), logo.filename ?? 'logo.jpg');
  return form;
}
