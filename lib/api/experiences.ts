import type { AxiosInstance } from 'axios';
import humps from 'humps';
import type { TAddress, TExperienceCreateInput, TExperienceUpdateInput } from '@/lib/validation/experience';
import { browserApi } from './client';
import { ApiError } from './errors';
import { communityKeys, experienceKeys } from './query-keys';
import type { TExperience, TSkill, TTag } from '@/lib/validation/experience-answer';
import type { TPaginated } from '@/lib/validation/pagination';
import type { TPlace } from '@/lib/validation/place';

type Data<T> = { data: T };

/** Reads take the client to use: the browser's by default, the server's (lib/api/server) when prefetching. */
export async function fetchExperience(id: number, api: AxiosInstance = browserApi()): Promise<TExperience> {
  const body = (await api.get<Data<TExperience>>(`/experiences/${id}`)).data;
  // Spec §5: "fails with a not-found error when the response has no data".
  if (!body?.data) throw new ApiError('Experience not found', 404, 'NOT_FOUND', null);
  return body.data;
}

export const getExperienceQueryOptions = (id: number, api?: AxiosInstance) => ({
  queryKey: experienceKeys.detail(id),
  queryFn: () => fetchExperience(id, api),
});

export async function fetchMyExperiences(page = 0, api: AxiosInstance = browserApi()): Promise<TPaginated<TExperience>> {
  return (await api.get<Data<TPaginated<TExperience>>>('/experiences', { params: { page } })).data.data;
}

export const getMyExperiencesQueryOptions = (page = 0, api?: AxiosInstance) => ({
  queryKey: experienceKeys.mine(page),
  queryFn: () => fetchMyExperiences(page, api),
});

export async function fetchPublicExperience(token: string, api: AxiosInstance = browserApi()): Promise<TExperience> {
  const body = (await api.get<Data<TExperience>>('/experiences/public_experience', { params: { publicToken: token } })).data;
  if (!body?.data) throw new ApiError('Experience not found', 404, 'NOT_FOUND', null);
  return body.data;
}

/**
 * Creation sends the picture with the data in one multipart request, so an experience never
 * exists without its picture; the JSON part is snake_cased like every other body.
 */
export async function createExperience(experience: TExperienceCreateInput, picture: Blob): Promise<TExperience> {
  const form = new FormData();
  form.append('experience', JSON.stringify(humps.decamelizeKeys(experience)));
  form.append('experience[picture]', picture, 'picture.jpg');
  return (await browserApi().post<Data<TExperience>>('/experiences', form)).data.data;
}

export async function updateExperience(id: number, changes: TExperienceUpdateInput): Promise<TExperience> {
  return (await browserApi().patch<Data<TExperience>>(`/experiences/${id}`, { experience: changes })).data.data;
}

/** Spec §7: a tag update sends only tagsAttributes and reads the answer's tagsAttributes back. */
export async function updateExperienceTags(id: number, tagsAttributes: TExperienceUpdateInput['tagsAttributes']): Promise<TTag[]> {
  return (await updateExperience(id, { tagsAttributes })).tagsAttributes;
}

export async function updateExperienceAddress(id: number, addressAttributes: TAddress | null): Promise<TExperience> {
  return updateExperience(id, { addressAttributes });
}

export async function updateExperiencePicture(id: number, picture: Blob): Promise<TExperience> {
  const form = new FormData();
  form.append('experience[picture]', picture, 'picture.jpg');
  return (await browserApi().patch<Data<TExperience>>(`/experience_pictures/${id}`, form)).data.data;
}

export async function deleteExperience(id: number): Promise<void> {
  await browserApi().delete(`/experiences/${id}`);
}

export async function fetchCommunitySkills(): Promise<TSkill[]> {
  return (await browserApi().get<Data<TSkill[]>>('/skills')).data.data;
}

export const getCommunitySkillsQueryOptions = () => ({ queryKey: communityKeys.skills(), queryFn: fetchCommunitySkills, staleTime: 5 * 60_000 });

/** Location search (spec §7 /api/mapbox): by text, or by coordinates for "use my position". */
export async function searchPlaces(params: { query: string; language: string } | { latitude: number; longitude: number; language: string }) {
  const response = await browserApi().get<Data<TPlace[]>>('/mapbox', { baseURL: '/api', params });
  return response.data.data;
}
