import { initials } from '@/lib/shared/roles';

/** A group's logo, or its initials on a coloured square when it has none (the name says who it is). */
export function GroupLogo({ name, logoUrl, alt }: { name: string; logoUrl: string | null; alt: string }) {
  if (logoUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
    return <img src={logoUrl} alt={alt} width={56} height={56} className="group-logo" />;
  }
  const [first = '', second = ''] = name.trim().split(/\s+/);
  return (
    <span className="group-logo group-logo--initials" aria-hidden="true">
      {initials({ firstname: first, lastname: second })}
    </span>
  );
}
