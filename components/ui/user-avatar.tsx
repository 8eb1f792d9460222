import { displayName, initials } from '@/lib/shared/roles';
import type { TUser } from '@/lib/shared/validation/user';

type Props = {
  user: Pick<TUser, 'firstname' | 'lastname' | 'avatarUrl'>;
  certified?: boolean;
  certifiedLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  alt: string;
};

/** Spec §3: the avatar image, or the initials when absent, with a certified badge. */
export function UserAvatar({ user, certified = false, certifiedLabel, size = 'md', alt }: Props) {
  return (
    <span className={`avatar avatar--${size}`} title={displayName(user)}>
      {user.avatarUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- avatars come from any configured storage origin
        <img src={user.avatarUrl} alt={alt} width={48} height={48} loading="lazy" />
      ) : (
        <span className="avatar__initials" role="img" aria-label={alt}>
          {initials(user)}
        </span>
      )}
      {certified && <span className="avatar__badge pi pi-verified" role="img" aria-label={certifiedLabel} />}
    </span>
  );
}
