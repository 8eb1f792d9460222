import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickClientMessages, type TClientMessageArea } from '@/lib/i18n/client-messages';
import { MoreMessages } from './more-messages';

/** Sends the browser the messages its client components need below this point (lib/i18n/client-messages.ts). */
export async function ClientMessages({ areas, children }: { areas: TClientMessageArea[]; children: ReactNode }) {
  return <MoreMessages messages={pickClientMessages(await getMessages(), areas)}>{children}</MoreMessages>;
}
