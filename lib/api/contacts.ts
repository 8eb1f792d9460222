import { useMutation } from '@tanstack/react-query';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TContactMessage, TContactReceipt } from '@/lib/shared/validation/contact';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { browserApi } from './browser-client';

/** Spec §7 POST /v2/contacts: to the support desk of the host's community, in the page's language. */
export async function sendContactMessage(message: TContactMessage & { locale: TLocale }): Promise<TContactReceipt> {
  return (await browserApi().post<{ data: TContactReceipt }>('/contacts', { contact: message })).data.data;
}

export function useSendContactMessage(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: sendContactMessage, onError: (error) => report(error, options) });
}
