// The demo's Backend training set.
import type { DemoTrainingSet } from './trainingSet.ts';

export const backendSet: DemoTrainingSet = {
  domain: 'Backend',
  daysAgo: 3,
  questions: [
    {
      question: 'What is the difference between a process and a thread?',
      difficulty: 'easy',
      tags: ['os', 'fundamentals'],
      expected_points: [
        'processes have separate memory',
        'threads share memory',
        'context switch cost',
        'locks for shared state',
      ],
    },
    {
      question: 'How do HTTP status codes 401 and 403 differ?',
      difficulty: 'easy',
      tags: ['http', 'security'],
      expected_points: [
        '401: missing or invalid credentials',
        '403: authenticated but not allowed',
        'WWW-Authenticate header on 401',
      ],
    },
    { question: 'What does REST mean to you in practice?', difficulty: 'easy', tags: ['api'] },
    {
      question: 'Explain database indexes and when they slow writes down.',
      difficulty: 'medium',
      tags: ['sql', 'performance'],
      expected_points: [
        'B-tree index lookup',
        'avoids full table scans',
        'writes update every index',
        'composite index column order',
      ],
    },
    {
      question: 'How would you design idempotent payment endpoints?',
      difficulty: 'hard',
      tags: ['api', 'design'],
      expected_points: [
        'idempotency key from the client',
        'store the key with the result',
        'return the stored result on retry',
        'unique constraint against races',
      ],
    },
    {
      question: 'What isolation levels does PostgreSQL offer, and what anomalies do they allow?',
      difficulty: 'hard',
      tags: ['sql', 'transactions'],
      expected_points: [
        'read committed is the default',
        'repeatable read uses a snapshot',
        'serializable prevents anomalies',
        'write skew',
      ],
    },
    {
      question: 'How do you paginate a large, changing result set?',
      difficulty: 'medium',
      tags: ['api', 'sql'],
      expected_points: [
        'keyset (cursor) pagination',
        'stable sort with a unique tiebreaker',
        'offset skips or repeats rows when data changes',
      ],
    },
    {
      question: 'Describe a caching strategy and how you would invalidate it.',
      difficulty: 'medium',
      tags: ['caching', 'performance'],
      expected_points: [
        'cache-aside',
        'time-to-live (TTL) expiry',
        'invalidate on write',
        'stampede protection',
      ],
    },
    {
      question: 'What is the N+1 query problem and how do you avoid it?',
      difficulty: 'medium',
      tags: ['sql', 'orm'],
      expected_points: [
        'one query per row in a loop',
        'eager loading or joins',
        'batch with WHERE IN',
      ],
    },
    {
      question: 'How would you rate-limit a public API?',
      difficulty: 'hard',
      tags: ['api', 'security'],
      expected_points: [
        'token bucket or sliding window',
        'limit per API key or IP',
        '429 with Retry-After',
        'shared counter store like Redis',
      ],
    },
  ],
};
