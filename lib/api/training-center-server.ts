import 'server-only';
import type { TTrainingCenter } from '@/lib/shared/validation/training-center';
import { serverApi } from './server';

/** GET /v2/moodle/training_centers (spec §7): the page's community's centers. */
export async function fetchTrainingCenters(): Promise<TTrainingCenter[]> {
  return (await (await serverApi()).get<{ data: TTrainingCenter[] }>('/moodle/training_centers')).data.data;
}
