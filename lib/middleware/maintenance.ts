import { ROUTES } from '@/lib/routes';

/** Spec §2: on, everything but /maintenance goes there; off, /maintenance goes to the login form. */
export function maintenanceTarget(path: string, isOn: boolean): string | null {
  const onMaintenancePage = path === ROUTES.maintenance;
  if (isOn) return onMaintenancePage ? null : ROUTES.maintenance;
  return onMaintenancePage ? ROUTES.authLoginForm : null;
}
