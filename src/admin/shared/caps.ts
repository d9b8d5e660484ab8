// Who may do what in the back office. Statistics are for administrators and editors (they run the
// site day to day); the privacy settings change what is recorded about visitors, so only administrators.
export const ADMIN_CAPS = {
  view_statistics: ['administrator', 'editor'],
  manage_privacy: ['administrator'],
  // Payments and the provider keys: administrators only.
  manage_payments: ['administrator'],
  // Form submissions (enquiries): the people who answer them, administrators and editors.
  manage_submissions: ['administrator', 'editor'],
  // Gift vouchers at the front desk: look a code up and mark it used.
  manage_vouchers: ['administrator', 'editor'],
} as const;

export type AdminCap = keyof typeof ADMIN_CAPS;

export function capsOf(role: string | undefined): AdminCap[] {
  if (!role) return [];
  return (Object.keys(ADMIN_CAPS) as AdminCap[]).filter((cap) => (ADMIN_CAPS[cap] as readonly string[]).includes(role));
}

export function hasCap(role: string | undefined, cap: AdminCap): boolean {
  return capsOf(role).includes(cap);
}

/** Staff: any role with at least one back-office capability. */
export function isStaff(role: string | undefined): boolean {
  return capsOf(role).length > 0;
}
