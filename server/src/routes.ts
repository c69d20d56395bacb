import type { RouteModule } from './types.ts';
import { loginRoutes } from './modules/auth/routes.ts';
import {
  candidateExportLinkRoutes,
  candidateExportRoutes,
} from './modules/candidates/exportRoutes.ts';
import { candidateRoutes } from './modules/candidates/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { interviewRoutes } from './modules/interviews/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { meetingRoutes } from './modules/meeting/routes.ts';
import { invitationRoutes, memberRoutes } from './modules/members/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { backupRoutes } from './modules/backups/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { interviewSettingsRoutes } from './modules/interviewSettings/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { resumeRoutes } from './modules/resumes/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { skillRoutes } from './modules/skills/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { voiceRoutes } from './modules/voices/routes.ts';

/**
 * The only routes under /api that answer without a token: sign-in, the voice catalogue, the
 * candidate's meeting page, the health and readiness checks, signed resume links and signed
 * CSV export links (the signature is the credential), and accepting an invitation (its link is). The console's static files are served outside /api
 * (http/client.ts).
 */
export const publicRoutes: RouteModule[] = [
  loginRoutes,
  voiceRoutes,
  meetingRoutes,
  healthRoutes,
  resumeRoutes,
  candidateExportRoutes,
  invitationRoutes,
];

/** Everything else: registered in one scope behind requireAdmin. */
export const protectedRoutes: RouteModule[] = [
  profileRoutes,
  skillRoutes,
  settingsRoutes,
  dashboardRoutes,
  candidateExportLinkRoutes,
  candidateRoutes,
  privacyRoutes,
  interviewRoutes,
  trainingRoutes,
  jobRoutes,
  memberRoutes,
  auditRoutes,
  outboxRoutes,
  webhookRoutes,
  messageRoutes,
  reviewRoutes,
  interviewSettingsRoutes,
  backupRoutes,
];
