import { browserApi } from './client';

export async function deleteStory(id: number): Promise<void> {
  await browserApi().delete(`/stories/${id}`);
}
