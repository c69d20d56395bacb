// The demo's Frontend training set.
import type { DemoTrainingSet } from './trainingSet.ts';

export const frontendSet: DemoTrainingSet = {
  domain: 'Frontend',
  daysAgo: 6,
  questions: [
    {
      question: 'What is the virtual DOM and why does React use it?',
      difficulty: 'easy',
      tags: ['react'],
      expected_points: [
        'in-memory tree of elements',
        'diffing (reconciliation)',
        'batched minimal DOM updates',
      ],
    },
    { question: 'Compare CSS grid and flexbox.', difficulty: 'easy', tags: ['css'] },
    {
      question: 'Explain the rules of hooks.',
      difficulty: 'easy',
      tags: ['react', 'hooks'],
      expected_points: [
        'call hooks at the top level',
        'not in loops or conditions',
        'only from components or custom hooks',
      ],
    },
    {
      question: 'How do you prevent unnecessary re-renders?',
      difficulty: 'medium',
      tags: ['react', 'performance'],
      expected_points: [
        'React.memo',
        'useMemo and useCallback',
        'stable props and keys',
        'move state down',
      ],
    },
    {
      question: 'How does the browser event loop schedule tasks and microtasks?',
      difficulty: 'hard',
      tags: ['javascript', 'browser'],
      expected_points: [
        'call stack',
        'macrotask queue (setTimeout)',
        'microtasks (promises) run first',
        'rendering between tasks',
      ],
    },
    {
      question: 'What makes a form accessible?',
      difficulty: 'medium',
      tags: ['accessibility', 'html'],
      expected_points: [
        'labels tied to inputs',
        'errors announced (aria-live)',
        'keyboard navigation',
        'visible focus',
      ],
    },
    {
      question: 'How would you split a large bundle?',
      difficulty: 'medium',
      tags: ['performance', 'build'],
      expected_points: [
        'dynamic import()',
        'route-based code splitting',
        'lazy-load heavy libraries',
        'vendor chunks',
      ],
    },
    {
      question: 'How would you design state management for a large admin app?',
      difficulty: 'hard',
      tags: ['architecture', 'react'],
      expected_points: [
        'server state in a query cache',
        'local UI state in components',
        'global store only for shared state',
        'normalised data',
      ],
    },
  ],
};
