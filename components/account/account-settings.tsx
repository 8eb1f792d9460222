import type { TUser } from '@/lib/shared/validation/user';
import { ActivityList } from './activity-list';
import { AvatarEditor } from './avatar-editor';
import { CredentialsForm } from './credentials-form';
import { DataExport } from './data-export';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

/** The profile tab's own part: avatar, names and language, credentials, recent activity, then downloading one's data and deleting the account. */
export function AccountSettings({ user }: { user: TUser }) {
  return (
    <>
      <section className="card stack">
        <AvatarEditor user={user} />
        <ProfileForm user={user} />
      </section>
      <section className="card">
        <CredentialsForm userId={user.id} email={user.email} />
      </section>
      <section className="card">
        <ActivityList userId={user.id} />
      </section>
      <section className="card">
        <DataExport userId={user.id} />
      </section>
      <section className="card">
        <DeleteAccount userId={user.id} hasPassword={user.hasPassword} />
      </section>
    </>
  );
}
