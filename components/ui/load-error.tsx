import { PlainButton } from './plain-button';

type Props = {
  /** What could not be loaded, in the feature's words. Without it (a toast already said so) only the button shows. */
  message?: string;
  /** The button's words, from the feature's messages. */
  retryLabel: string;
  onRetry: () => void;
  /** Drawn as a card, where the content it stands for is one. */
  isCard?: boolean;
};

/**
 * Where a read failed: what could not be loaded, announced as an alert, and a button that asks
 * again. The same block for every list and view that loads on the client.
 */
export function LoadError({ message, retryLabel, onRetry, isCard = false }: Props) {
  return (
    <div className={isCard ? 'empty-state card' : 'empty-state'} role={message ? 'alert' : undefined}>
      {message && <p>{message}</p>}
      <PlainButton label={retryLabel} outlined onClick={onRetry} />
    </div>
  );
}
