import { z } from 'zod';
import { ZExperience } from './experience-answer';
import { zPaginated } from './pagination';
import { ZStory } from './story';

/** Spec §3 journal item: a wrapper holding an experience or a story, told apart by `type`. */
export const ZJournalItem = z.object({ journalItem: z.discriminatedUnion('type', [ZExperience, ZStory]) });
export type TJournalItem = z.infer<typeof ZJournalItem>;

export const ZJournalPage = zPaginated(ZJournalItem);
