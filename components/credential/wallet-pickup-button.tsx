'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

const WalletOfferDialog = dynamic(() => import('./wallet-offer-dialog').then((module) => module.WalletOfferDialog), { ssr: false });

/** "Add to a wallet": the dialog, its QR code library and PrimeReact arrive only once asked for. */
export function WalletPickupButton({ publicId, name }: { publicId: string; name: string }) {
  const t = useTranslations('openBadges.wallet');
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="p-button p-component" aria-haspopup="dialog" data-testid="wallet-pickup" onClick={() => setOpen(true)}>
        <span className="pi pi-wallet" aria-hidden="true" />
        <span className="p-button-label">{t('add')}</span>
      </button>
      {isOpen && (
        <WalletOfferDialog
          publicId={publicId}
          name={name}
          onHide={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
