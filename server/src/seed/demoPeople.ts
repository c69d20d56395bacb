// Who the demo's candidates are: names, the companies they worked at, the career tracks their
// resumes follow, and the admin's skills.
import type { Rng } from './prng.ts';
import type { ResumeInfo } from './resumePdf.ts';

export const NAMES = [
  'Aarav Sharma',
  'Olivia Bennett',
  'Liam Carter',
  'Sofia Rossi',
  'Noah Kim',
  'Emma Schulz',
  'Mateo Garcia',
  'Ava Thompson',
  'Ethan Nguyen',
  'Mia Johansson',
  'Lucas Silva',
  'Isabella Chen',
  'Arjun Patel',
  'Chloe Dubois',
  'Daniel Okafor',
  'Hannah Fischer',
  'Ravi Iyer',
  'Grace Murphy',
  'Kenji Tanaka',
  'Zara Ahmed',
  'Leo Novak',
  'Amelia Walsh',
  'Omar Haddad',
  'Lily Anderson',
  'Diego Morales',
  'Ella Kowalski',
  'Samuel Mensah',
  'Nora Lindqvist',
  'Vikram Rao',
  'Ruby Clarke',
  'Hugo Martin',
  'Aisha Bello',
  'Felix Wagner',
  'Maya Cohen',
  'Yusuf Demir',
  'Clara Moreau',
  'Ivan Petrov',
  'Leah OConnor',
  'Rohan Mehta',
  'Sara Lopez',
  'Tomas Horvat',
  'Anya Ivanova',
  'Kwame Asante',
  'Julia Romano',
  'Finn Larsen',
  'Priya Nair',
  'Oscar Lindberg',
  'Elena Popescu',
  'Marcus Reed',
  'Yara Haddad',
  'Adam Novak',
  'Ines Ferreira',
  'Kai Yamamoto',
  'Freya Nielsen',
  'Jonas Weber',
  'Lina Saleh',
  'Nikhil Gupta',
  'Eva Horvath',
  'Caleb Brooks',
  'Mei Lin',
] as const;

const COMPANIES = [
  'Northwind Labs',
  'Bluepeak Software',
  'Acme Analytics',
  'Globex Cloud',
  'Initech Systems',
  'Brightline Health',
  'Orbital Retail',
  'Cobalt Fintech',
  'Riverstone Media',
  'Helix Logistics',
];

export interface Track {
  role: string;
  skills: string[];
  bullets: string[];
  extraSkills: string[];
}

export const TRACKS: Track[] = [
  {
    role: 'Backend Engineer',
    skills: ['Backend', 'Python', 'SQL'],
    extraSkills: ['PostgreSQL', 'Redis', 'REST APIs', 'Docker'],
    bullets: [
      'Designed REST APIs in Python serving 2 million requests a day',
      'Cut p95 latency by 40% by reworking SQL queries and adding Redis caching',
      'Led the migration of a monolith to three backend services',
      'Introduced contract tests and raised backend test coverage to 85%',
      'Built an event pipeline with message queues for order processing',
    ],
  },
  {
    role: 'Frontend Developer',
    skills: ['Frontend', 'React'],
    extraSkills: ['TypeScript', 'CSS', 'Accessibility', 'Vite'],
    bullets: [
      'Built a design system of 40 React components used by five teams',
      'Improved Lighthouse performance scores from 55 to 95 on the main frontend',
      'Led the move from a legacy jQuery frontend to React and TypeScript',
      'Made the checkout flow meet WCAG 2.1 AA accessibility guidelines',
      'Set up visual regression tests for the component library',
    ],
  },
  {
    role: 'DevOps Engineer',
    skills: ['DevOps', 'Python'],
    extraSkills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD'],
    bullets: [
      'Moved 30 services to Kubernetes with zero-downtime deployments',
      'Wrote Terraform modules for all AWS infrastructure',
      'Cut CI/CD pipeline time from 25 to 8 minutes',
      'Built monitoring and alerting with Prometheus and Grafana',
      'Automated on-call runbooks with Python scripts',
    ],
  },
  {
    role: 'Data Scientist',
    skills: ['Data Science', 'Python', 'SQL'],
    extraSkills: ['Pandas', 'scikit-learn', 'Statistics', 'Airflow'],
    bullets: [
      'Built a churn prediction model that lifted retention by 6%',
      'Designed A/B tests and the statistics behind them for the growth team',
      'Maintained SQL data pipelines feeding the analytics warehouse',
      'Shipped a demand forecasting model in Python used for weekly planning',
      'Presented findings from data science work to executives each quarter',
    ],
  },
  {
    role: 'Full Stack Developer',
    skills: ['Backend', 'Frontend', 'React', 'SQL'],
    extraSkills: ['Node.js', 'TypeScript', 'GraphQL', 'Docker'],
    bullets: [
      'Delivered features end to end across the React frontend and Node.js backend',
      'Built a GraphQL layer over three legacy REST services',
      'Owned the SQL schema and its migrations for the billing product',
      'Mentored two junior developers through their first year',
      'Reduced page load time by 35% with server-side rendering',
    ],
  },
];

export const ADMIN_SKILLS = [
  { skill: 'Backend', num_questions: 5 },
  { skill: 'Frontend', num_questions: 0 },
  { skill: 'DevOps', num_questions: 4 },
  { skill: 'Data Science', num_questions: 0 },
  { skill: 'Python', num_questions: 3 },
  { skill: 'React', num_questions: 3 },
  { skill: 'SQL', num_questions: 2 },
  { skill: 'Communication', num_questions: 0 },
];

export function makeResume(rng: Rng, name: string, track: Track, email: string, phone: string) {
  const years = rng.int(1, 12);
  const level = years >= 8 ? 'Senior ' : years <= 2 ? 'Junior ' : '';
  const jobs = years >= 5 ? 3 : 2;
  const experience: ResumeInfo['experience'] = [];
  let end = 2025;
  for (let j = 0; j < jobs; j++) {
    const span = Math.max(1, Math.round(years / jobs));
    const bullets = rng.shuffle(track.bullets).slice(0, rng.int(2, 4));
    experience.push({
      role: j === 0 ? `${level}${track.role}` : track.role,
      company: rng.pick(COMPANIES),
      period: j === 0 ? `${end - span} - present` : `${end - span} - ${end}`,
      bullets,
    });
    end -= span;
  }
  const skills = [...track.skills, ...track.extraSkills.filter(() => rng.chance(0.7))];
  const info: ResumeInfo = {
    name,
    email,
    phone,
    headline: `${level}${track.role}`,
    summary: `${level}${track.role} with ${years} years of experience building reliable products. Enjoys working closely with product teams and mentoring others.`,
    experience,
    skills,
    education: rng.pick([
      'BSc Computer Science, University of Leeds',
      'BEng Software Engineering, TU Delft',
      'MSc Data Science, University of Edinburgh',
      'BTech Information Technology, IIT Madras',
      'BSc Mathematics, University of Toronto',
    ]),
  };
  return info;
}
