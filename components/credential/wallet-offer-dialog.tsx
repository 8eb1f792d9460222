'use client';

import { useFormatter, useNow, useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { ApiError } from '@/lib/api/errors';
import { useCreateWalletOffer } from '@/lib/api/open-badges';
import type { TWalletOffer } from '@/lib/shared/validation/wallet-offer';

type Props = { publicId: string; name: string; onHide: () => void };

/** The QR code of the offer as an SVG picture, drawn in the browser (the offer never leaves it). */
function useQrCode(text: string | undefined) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (current) setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.src : null;
}

/** What went wrong, in the learner's words: revoked since the page was shown, no connection, or anything else. */
function errorKey(error: unknown): 'revoked' | 'network' | 'other' {
  if (error instanceof ApiError && error.serverCode === 'CREDENTIAL_REVOKED') return 'revoked';
  if (error instanceof ApiError && error.status === 0) return 'network';
  return 'other';
}

/**
 * Wallet pickup (OpenID4VCI, pre-authorized): a fresh offer each time the dialog opens. On a phone
 * the deep link opens the wallet installed there; on a computer the wallet scans the QR code.
 * The wallet then asks for the transaction code shown here, which never travels with the offer.
 */
export function WalletOfferDialog({ publicId, name, onHide }: Props) {
  const t = useTranslations('openBadges.wallet');
  const offer = useCreateWalletOffer();
  const { mutate } = offer;
  useEffect(() => mutate(publicId), [mutate, publicId]);

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('title', { name })}
      modal
      draggable={false}
      resizable={false}
      blockScroll
      className="wallet-offer-dialog"
      style={{ width: 'min(28rem, 96vw)' }}
    >
      <div data-testid="wallet-offer" className="stack">
        {offer.isPending && (
          <p role="status" className="muted">
            {t('preparing')}
          </p>
        )}
        {offer.isError && (
          <div role="alert" className="stack" data-testid="wallet-offer-error" data-error={errorKey(offer.error)}>
            <p className="field-error">{t(`errors.${errorKey(offer.error)}`)}</p>
            {errorKey(offer.error) !== 'revoked' && <Button type="button" outlined label={t('retry')} onClick={() => mutate(publicId)} />}
          </div>
        )}
        {offer.data && <ReadyOffer offer={offer.data} onRenew={() => mutate(publicId)} />}
      </div>
    </Dialog>
  );
}

function ReadyOffer({ offer, onRenew }: { offer: TWalletOffer; onRenew: () => void }) {
  const t = useTranslations('openBadges.wallet');
  const format = useFormatter();
  const now = useNow({ updateInterval: 15_000 });
  const qr = useQrCode(offer.offerUri);
  const expiresAt = new Date(offer.expiresAt);
  const isExpired = expiresAt.getTime() <= now.getTime();
  if (isExpired) {
    return (
      <div role="alert" className="stack" data-testid="wallet-offer-expired">
        <p>{t('expired')}</p>
        <Button type="button" label={t('renew')} onClick={onRenew} />
      </div>
    );
  }
  return (
    <>
      <a className="p-button p-component wallet-offer__open" href={offer.offerUri} data-testid="wallet-offer-open">
        <span className="pi pi-wallet" aria-hidden="true" /> {t('openInWallet')}
      </a>
      <p className="muted small">{t('openHint')}</p>
      <figure className="wallet-offer__qr">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser */}
        {qr ? <img src={qr} alt={t('qrAlt')} width={224} height={224} data-testid="wallet-offer-qr" /> : <span className="wallet-offer__qr-placeholder" aria-hidden="true" />}
        <figcaption className="muted small">{t('qrCaption')}</figcaption>
      </figure>
      <div className="wallet-offer__code">
        <span id="wallet-offer-code-label">{t('codeLabel')}</span>
        <output aria-labelledby="wallet-offer-code-label" aria-label={offer.txCode.split('').join(' ')} className="wallet-offer__digits" data-testid="wallet-offer-code">
          {offer.txCode}
        </output>
        <span className="muted small">{t('codeHint')}</span>
      </div>
      <p className="muted small" data-testid="wallet-offer-expiry">
        <time dateTime={offer.expiresAt} title={format.dateTime(expiresAt, { timeStyle: 'short' })}>
          {t('expires', { when: format.relativeTime(expiresAt, now) })}
        </time>
      </p>
    </>
  );
}
