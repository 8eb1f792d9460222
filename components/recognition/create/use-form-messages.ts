'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BADGE_TITLE_MAX, RECOGNITION_MESSAGE_MAX, TEACHER_NAME_MAX, type TRecognitionFormMessages } from '@/lib/shared/validation/recognition-forms';

/** The recognition forms' validation messages, in the reader's language. */
export function useRecognitionFormMessages(): TRecognitionFormMessages {
  const t = useTranslations('recognition.validation');
  return useMemo(
    () => ({
      chooseTeacher: t('chooseTeacher'),
      email: t('email'),
      firstNameRequired: t('firstNameRequired'),
      lastNameRequired: t('lastNameRequired'),
      nameTooLong: t('nameTooLong', { max: String(TEACHER_NAME_MAX) }),
      chooseSkill: t('chooseSkill'),
      messageRequired: t('messageRequired'),
      messageTooLong: t('messageTooLong', { max: String(RECOGNITION_MESSAGE_MAX) }),
      titleRequired: t('titleRequired'),
      titleTooLong: t('titleTooLong', { max: String(BADGE_TITLE_MAX) }),
      proofNotAccepted: t('proofNotAccepted'),
    }),
    [t],
  );
}
