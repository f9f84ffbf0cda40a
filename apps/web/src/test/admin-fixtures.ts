import type { AdminAuditEntry, AdminUser, HostReviewItem } from '@storytable/domain';

/** A user as the admin lists show them: a verified guest. */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 21,
    name: 'Amir Applicant',
    username: 'amir',
    email: 'amir@example.com',
    profileImage: null,
    createdAt: '2026-09-14T10:00:00.000Z',
    emailVerified: true,
    isAdmin: false,
    isHost: false,
    isVerifiedHost: false,
    idmeVerified: false,
    manualReviewStatus: 'none',
    ...overrides,
  };
}

/** An applicant waiting in the host applications queue, with their answers. */
export function anApplicant(overrides: Partial<HostReviewItem> = {}): HostReviewItem {
  return {
    ...anAdminUser({ manualReviewStatus: 'pending' }),
    hostExperience: 'Ten years of supper clubs.',
    hostExpertiseArea: 'Roman trade routes',
    hostEventsHosted: '25',
    hostInterests: 'Mediterranean cooking',
    idmeVerificationStatus: null,
    idmeVerificationDate: null,
    verifiedFullName: null,
    verifiedDocumentType: null,
    verifiedDocumentIssuer: null,
    verifiedDocumentExpiry: null,
    audit: [],
    ...overrides,
  };
}

/** One admin action on `targetUserId`. */
export function anAuditEntry(overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id: 1,
    action: 'approve_host_application',
    actorId: 1,
    actorName: 'admin',
    targetUserId: 21,
    targetLabel: 'amir',
    details: {},
    createdAt: '2026-11-20T15:30:00.000Z',
    ...overrides,
  };
}
