/** The guide's four paths (spec: automate, sidehustle, create, expert). */
export interface GuidePathSummary {
  id: 'automate' | 'sidehustle' | 'create' | 'expert';
  title: string;
  description: string;
  icon: string;
}

export const GUIDE_PATHS: readonly GuidePathSummary[] = [
  { id: 'automate', title: 'Automate My Work', description: 'Win back hours every week by handing repetitive tasks to AI.', icon: '⚙️' },
  { id: 'sidehustle', title: 'Start a Side Hustle', description: 'Use AI tools to launch and grow a second income.', icon: '💰' },
  { id: 'create', title: 'Create Better Content', description: 'Write, design and edit faster without losing your voice.', icon: '🎨' },
  { id: 'expert', title: 'Become an AI Expert', description: 'Compare the big models and build a stack that gives you an edge.', icon: '🚀' },
];
