/** A crop in the original's pixels, as react-easy-crop reports it. */
export type TCropArea = { x: number; y: number; width: number; height: number };

const MAX_SIDE = 2000;

/** Cuts the chosen area out of the original in a canvas, at most 2000 px a side, as JPEG. */
export async function cropImage(original: Blob, area: TCropArea): Promise<Blob> {
  const bitmap = await createImageBitmap(original);
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))), 'image/jpeg', 0.9),
  );
}
