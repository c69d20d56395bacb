// The demo's DevOps training set.
import type { DemoTrainingSet } from './trainingSet.ts';

export const devopsSet: DemoTrainingSet = {
  domain: 'DevOps',
  daysAgo: 12,
  questions: [
    {
      question: 'What is the difference between a container and a virtual machine?',
      difficulty: 'easy',
      tags: ['containers'],
      expected_points: [
        'containers share the host kernel',
        'VMs run a full guest OS',
        'containers start faster and are lighter',
        'VMs isolate more strongly',
      ],
    },
    {
      question: 'How does a Kubernetes rolling update work?',
      difficulty: 'medium',
      tags: ['kubernetes', 'deployment'],
      expected_points: [
        'replaces pods gradually',
        'maxSurge and maxUnavailable',
        'readiness probes gate traffic',
        'rollback with kubectl rollout undo',
      ],
    },
    {
      question: 'How do you keep secrets out of a CI pipeline log?',
      difficulty: 'medium',
      tags: ['ci', 'security'],
      expected_points: [
        'secret store or CI secret variables',
        'masking in logs',
        'never echo secrets',
        'short-lived credentials (OIDC)',
      ],
    },
    {
      question: 'Explain Terraform state and how teams share it safely.',
      difficulty: 'hard',
      tags: ['terraform', 'iac'],
      expected_points: [
        'remote backend (S3, GCS)',
        'state locking',
        'no secrets in plain state',
        'separate state per environment',
      ],
    },
    {
      question: 'What would you alert on for a web service?',
      difficulty: 'medium',
      tags: ['monitoring', 'sre'],
      expected_points: [
        'error rate',
        'latency (p95/p99)',
        'saturation (CPU, memory)',
        'alert on symptoms, not causes',
      ],
    },
    {
      question: 'Describe a blue-green deployment.',
      difficulty: 'easy',
      tags: ['deployment'],
      expected_points: ['two identical environments', 'switch traffic at once', 'instant rollback'],
    },
    {
      question: 'How would you debug a pod stuck in CrashLoopBackOff?',
      difficulty: 'hard',
      tags: ['kubernetes', 'debugging'],
      expected_points: [
        'kubectl logs --previous',
        'kubectl describe pod events',
        'check probes and resource limits',
        'exit code',
      ],
    },
  ],
};
