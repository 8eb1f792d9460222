'use client';

import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';

type Props = { visible: boolean; title: string; body: string; action: string; onClose: () => void };

/** A done-or-kept notice after a wizard's publish: one sentence and one way on, which closing takes too. */
export function NoticeDialog({ visible, title, body, action, onClose }: Props) {
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={title}
      modal
      draggable={false}
      style={{ width: 'min(28rem, 92vw)' }}
      footer={<Button label={action} onClick={onClose} autoFocus />}
    >
      <p>{body}</p>
    </Dialog>
  );
}
