import {
  type AdminAuditAction,
  type AdminUser,
  hostStanding,
  type RoleLabel,
} from '@storytable/domain';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/** A user's role in display order (spec section 4), from the domain's one rule. */
export function roleOf(user: AdminUser): RoleLabel {
  return hostStanding(user).role;
}

export const ROLE_TONES: Record<RoleLabel, BadgeTone> = {
  Admin: 'dark',
  'Verified Host': 'green',
  Host: 'blue',
  'Pending Host': 'yellow',
  User: 'gray',
};

export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  approve_host_application: 'Approved the host application',
  reject_host_application: 'Rejected the host application',
  verify_host: 'Verified the host',
  reject_host_verification: 'Rejected the identity verification',
  delete_user: 'Deleted the user',
  delete_connect_account: 'Deleted a payout account',
  cleanup_connect_accounts: 'Cleaned up unused payout accounts',
  send_email_again: 'Sent a failed email again',
};
