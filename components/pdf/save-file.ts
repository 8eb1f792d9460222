'use client';

/** Hands a file to the browser's download, under the name the spec gives it (story.pdf). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click is handled; a minute is plenty for a slow disk.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
