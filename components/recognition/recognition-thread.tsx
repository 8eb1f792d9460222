import { useLocale, useTranslations } from 'next-intl';
import { formatRecognitionDate } from '@/lib/shared/format/recognition';
import type { TRecognition } from '@/lib/shared/validation/recognition';

/** The conversation between learner and teacher, oldest first, each turn dated in the reader's long format. */
export function RecognitionThread({ recognition }: { recognition: Pick<TRecognition, 'messages' | 'student' | 'teacher'> }) {
  const t = useTranslations('recognition.thread');
  const locale = useLocale();
  const turns = recognition.messages.filter((message) => message.body.length > 0);
  if (turns.length === 0) return null;
  const nameOf = (author: 'student' | 'teacher') => {
    const person = author === 'student' ? recognition.student : recognition.teacher;
    return `${person.firstname} ${person.lastname}`;
  };
  return (
    <ol className="recognition-thread" aria-label={t('label')}>
      {turns.map((turn) => (
        <li key={turn.id} className={`recognition-thread__turn recognition-thread__turn--${turn.author}`}>
          <p className="muted small">
            {t(`kind.${turn.kind}`, { name: nameOf(turn.author) })} · <time dateTime={turn.createdAt}>{formatRecognitionDate(turn.createdAt, locale)}</time>
          </p>
          <p className="recognition-thread__body">{turn.body}</p>
        </li>
      ))}
    </ol>
  );
}
