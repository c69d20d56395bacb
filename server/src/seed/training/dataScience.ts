// The demo's Data Science training set.
import type { DemoTrainingSet } from './trainingSet.ts';

export const dataScienceSet: DemoTrainingSet = {
  domain: 'Data Science',
  daysAgo: 20,
  questions: [
    {
      question: 'What is overfitting and how do you detect it?',
      difficulty: 'easy',
      tags: ['ml', 'fundamentals'],
      expected_points: [
        'training accuracy far above validation',
        'cross-validation',
        'regularisation or a simpler model',
        'more data',
      ],
    },
    {
      question: 'Explain precision and recall with an example.',
      difficulty: 'easy',
      tags: ['metrics'],
      expected_points: [
        'precision: share of predicted positives that are right',
        'recall: share of actual positives found',
        'trade-off via the threshold',
      ],
    },
    {
      question: 'How do you choose the sample size for an A/B test?',
      difficulty: 'medium',
      tags: ['statistics', 'experiments'],
      expected_points: [
        'minimum detectable effect',
        'significance level (alpha)',
        'statistical power',
        'baseline conversion rate',
      ],
    },
    {
      question: 'How would you handle a heavily imbalanced dataset?',
      difficulty: 'medium',
      tags: ['ml', 'data'],
      expected_points: [
        'resampling (oversample, undersample, SMOTE)',
        'class weights',
        'precision-recall metrics, not accuracy',
        'stratified splits',
      ],
    },
    {
      question: 'Explain the bias-variance trade-off.',
      difficulty: 'medium',
      tags: ['ml', 'theory'],
      expected_points: [
        'bias: underfitting from too simple a model',
        'variance: overfitting to noise',
        'total error trade-off',
        'model complexity',
      ],
    },
    {
      question: 'How would you detect data leakage in a model?',
      difficulty: 'hard',
      tags: ['ml', 'validation'],
      expected_points: [
        'features unavailable at prediction time',
        'time-based splits',
        'fit preprocessing on training data only',
        'suspiciously high validation score',
      ],
    },
    {
      question: 'Design a feature store for real-time predictions.',
      difficulty: 'hard',
      tags: ['architecture', 'mlops'],
    },
    {
      question: 'Write a SQL query for a 7-day rolling average.',
      difficulty: 'medium',
      tags: ['sql', 'analytics'],
      expected_points: [
        'window function AVG() OVER',
        'ROWS BETWEEN 6 PRECEDING AND CURRENT ROW',
        'order by date',
        'fill missing days',
      ],
    },
  ],
};
