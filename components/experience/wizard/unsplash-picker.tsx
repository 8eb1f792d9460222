'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { getUnsplashSearchInfiniteOptions, unsplashPictureSrc, useTakeUnsplashPhoto, type TUnsplashPhoto } from '@/lib/api/unsplash';
import type { TPictureCredit } from '../draft/draft-types';
import { UnsplashCredit } from './unsplash-credit';

type Props = { onTake: (picture: Blob, credit: TPictureCredit) => void };

const creditOf = (photo: TUnsplashPhoto): TPictureCredit => ({ name: photo.user.name, profileUrl: photo.user.link });

/** "Search Unsplash" beside the upload: a photo found there is framed like an uploaded one. */
export function UnsplashPicker({ onTake }: Props) {
  const t = useTranslations('experience.unsplash');
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const search = useInfiniteQuery(getUnsplashSearchInfiniteOptions(query));
  const take = useTakeUnsplashPhoto();
  const photos = search.data?.pages.flatMap((page) => page.results) ?? [];

  const onChoose = (photo: TUnsplashPhoto) =>
    take.mutate(photo, {
      onSuccess: (picture) => {
        setVisible(false);
        onTake(picture, creditOf(photo));
      },
    });

  return (
    <>
      <Button type="button" icon="pi pi-search" label={t('open')} outlined onClick={() => setVisible(true)} />
      <Dialog visible={visible} onHide={() => setVisible(false)} header={t('title')} modal draggable={false} style={{ width: 'min(48rem, 94vw)' }} onShow={() => field.current?.focus()}>
        <form
          role="search"
          className="unsplash-search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(typed.trim());
          }}
        >
          <label htmlFor="unsplash-query">{t('label')}</label>
          <div className="row row--nowrap">
            <InputText ref={field} id="unsplash-query" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} />
            <Button type="submit" icon="pi pi-search" label={t('submit')} disabled={!typed.trim()} />
          </div>
        </form>
        {search.isError && (
          <p role="alert" className="field-error">
            {t('error')}
          </p>
        )}
        <p role="status" className="muted">
          {take.isPending ? t('taking') : search.isFetching && !search.isFetchingNextPage ? t('loading') : search.isSuccess && photos.length === 0 ? t('empty', { query }) : ''}
        </p>
        {photos.length > 0 && (
          <ul className="unsplash-results" aria-label={t('results')}>
            {photos.map((photo) => (
              <li key={photo.id}>
                <button type="button" className="unsplash-result" onClick={() => onChoose(photo)} disabled={take.isPending}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail passed through our backend, not a page asset */}
                  <img src={unsplashPictureSrc(photo.urls.thumb)} alt={photo.description ?? t('untitled', { name: photo.user.name })} width={200} height={Math.round((200 * photo.height) / photo.width)} loading="lazy" />
                </button>
                <UnsplashCredit credit={creditOf(photo)} />
              </li>
            ))}
          </ul>
        )}
        {search.hasNextPage && <Button type="button" label={t('more')} outlined loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()} />}
      </Dialog>
    </>
  );
}
